import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ApplicationStep } from '@portal/shared/enums';
import { IconAlertCircle, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompleteStep } from '@/features/applications/api/complete-step';
import type { SectionProps } from '../section-props';

/**
 * Financing and extra activities: this version of the portal cannot record them yet, but a student who has none can
 * say so, which is all most applicants need.
 */
export function SkipOnlySection({ application, readOnly, section }: SectionProps) {
  const { t } = useTranslation('applications');
  const step: ApplicationStep = section === 'financing' ? 'FINANCING' : 'ACTIVITIES';
  const skip = useCompleteStep(application.id, step);
  const state = application.steps[step];
  return (
    <Stack>
      <Text>{t(`skipOnly.${step}`)}</Text>
      <Text>{t('skipOnly.version')}</Text>
      {state === 'SKIPPED' ? (
        <Alert color="green" icon={<IconPlayerSkipForward size={18} aria-hidden />} role="status">
          {t('skipOnly.skipped')}
        </Alert>
      ) : (
        !readOnly && (
          <Group>
            <Button
              onClick={() => skip.mutate({ skipped: true })}
              loading={skip.isPending}
              leftSection={<IconPlayerSkipForward size={18} aria-hidden />}
            >
              {t('skipOnly.skip')}
            </Button>
          </Group>
        )
      )}
      {skip.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {skip.error.message}
        </Alert>
      )}
    </Stack>
  );
}
