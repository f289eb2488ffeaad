import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RenewableApplication } from '@portal/shared/renewal';
import { renewalThresholds } from '@portal/shared/renewal-rules';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRenewApplication } from '@/features/applications/public';

type Props = { renewable: RenewableApplication; sessionId: number };

/**
 * What renewing means for this holder (the last funded year, results below the conditions), then the two ways on:
 * renew (the application is made, prefilled, and the editor opens) or apply as a new candidate (the apply page).
 */
export function RenewalChoice({ renewable, sessionId }: Props) {
  const { t } = useTranslation('renewal');
  const navigate = useNavigate();
  const renew = useRenewApplication();
  const renewNow = () =>
    renew.mutate(
      { applicationId: renewable.id },
      { onSuccess: (application) => navigate(paths.applicationEdit({ id: application.id })) },
    );
  return (
    <Stack gap="sm">
      <Text>{t('text', { session: renewable.sessionName })}</Text>
      {renewable.renewalType === 'OLD_ENDING' && <Text>{t('lastYear')}</Text>}
      {!renewable.meetsConditions && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} title={t('discretion.title')}>
          {t('discretion.text', {
            credits: renewalThresholds.credits,
            ofCredits: renewalThresholds.ofCredits,
            average: renewalThresholds.annualAverage,
          })}
        </Alert>
      )}
      {renew.error && (
        <Alert color="red" role="alert">
          {renew.error.message}
        </Alert>
      )}
      <Group>
        <Button onClick={renewNow} loading={renew.isPending} leftSection={<IconRefresh size={18} aria-hidden />}>
          {t('renew')}
        </Button>
        <Button component={Link} to={paths.applyToSession({ id: sessionId })} variant="default">
          {t('applyAsNew')}
        </Button>
      </Group>
    </Stack>
  );
}
