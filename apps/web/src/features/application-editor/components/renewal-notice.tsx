import { Alert, Text } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import { renewalThresholds } from '@portal/shared/renewal-rules';
import { IconRefresh } from '@tabler/icons-react';
import { useApplicantWords } from '@/features/applications/public';

/**
 * On a renewal: that it continues a scholarship (and whether this is its last funded year), what to do with the
 * copied answers, and, when last year's results were below the conditions, that the committee decides. The
 * committee reads it about the applicant.
 */
export function RenewalNotice({ application }: { application: Application }) {
  const { t } = useApplicantWords('renewal');
  if (application.type === 'NEW') return null;
  return (
    <Alert color="teal" icon={<IconRefresh size={18} aria-hidden />} title={t(`editor.${application.type}`)}>
      <Text size="sm">{t('editor.review')}</Text>
      {application.meetsRenewalConditions === false && (
        <Text size="sm" mt="xs">
          {t('discretion.text', {
            credits: renewalThresholds.credits,
            ofCredits: renewalThresholds.ofCredits,
            average: renewalThresholds.annualAverage,
          })}
        </Text>
      )}
    </Alert>
  );
}
