import { Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import { useApplicantWords } from '@/features/applications/public';
import { useFormatDate } from '@/hooks/use-format-date';

type Props = { application: Pick<Application, 'guardianName' | 'guardianRelation' | 'guardianConsentAt'> };

/**
 * Who consented to the submission of an applicant under 18, how they are related, and when the applicant stated it:
 * the applicant reads it on their submitted application, the committee on the file. Nothing for an adult.
 */
export function GuardianConsent({ application }: Props) {
  const { t } = useApplicantWords('applications');
  const { dateTime } = useFormatDate();
  const { guardianName, guardianRelation, guardianConsentAt } = application;
  if (!guardianName || !guardianConsentAt) return null;
  return (
    <section aria-labelledby="guardian-consent-title" data-testid="guardian-consent">
      <Title order={3} size="h4" id="guardian-consent-title" mb="xs">
        {t('submission.guardian.consentTitle')}
      </Title>
      <Stack gap={2}>
        <Text>
          {guardianRelation
            ? t('submission.guardian.who', {
                name: guardianName,
                relation: t(`submission.guardian.relations.${guardianRelation}`),
              })
            : guardianName}
        </Text>
        <Text size="sm">{t('submission.guardian.consentedOn', { date: dateTime(guardianConsentAt) })}</Text>
      </Stack>
    </section>
  );
}
