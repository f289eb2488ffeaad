import { Button, Group, Text } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import type { TwoFactorSetup } from '@portal/shared/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { confirmEnrolment, renewRecoveryCodes, startEnrolment, useMyTwoFactorMutation } from '../api/my-two-factor';
import { CodeForm } from './code-form';
import { EnrolmentSetup } from './enrolment-setup';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffForm } from './turn-off-form';
import { TwoFactorSection } from './two-factor-section';

/** Where the section is: its state, an enrolment, new recovery codes, turning off, or codes just made to keep. */
type Stage =
  | { name: 'state' }
  | { name: 'enrol'; setup: TwoFactorSetup }
  | { name: 'renew' }
  | { name: 'off' }
  | { name: 'codes'; codes: string[] };

/**
 * The account settings' two-step sign-in (decision 565): whether it is on and how many recovery codes are left; set
 * it up (the same steps as at sign-in), make new recovery codes, or turn it off where it is not required.
 */
export function TwoFactorCard({ user }: { user: User }) {
  const { t } = useTranslation('two-factor');
  const [stage, setStage] = useState<Stage>({ name: 'state' });
  const start = useMyTwoFactorMutation(startEnrolment);
  const confirm = useMyTwoFactorMutation(confirmEnrolment);
  const renew = useMyTwoFactorMutation(renewRecoveryCodes);
  const status = user.twoFactor;
  const back = () => setStage({ name: 'state' });
  const cancel = (
    <Button variant="default" onClick={back} fullWidth>
      {t('common:actions.cancel')}
    </Button>
  );

  return (
    <TwoFactorSection status={status}>
      {stage.name === 'state' && (
        <>
          <Text size="sm">
            {status.enabled
              ? t('settings.on', { count: status.recoveryCodesLeft })
              : t(status.required ? 'settings.offRequired' : 'settings.off')}
          </Text>
          {status.required && status.enabled && <Text size="sm">{t('settings.required')}</Text>}
          <FormAlert error={start.error} />
          <Group justify="flex-end" gap="xs" wrap="wrap">
            {status.enabled ? (
              <>
                {!status.required && (
                  <Button variant="light" color="red" onClick={() => setStage({ name: 'off' })}>
                    {t('settings.turnOff')}
                  </Button>
                )}
                <Button variant="default" onClick={() => setStage({ name: 'renew' })}>
                  {t('settings.renew')}
                </Button>
              </>
            ) : (
              <Button
                loading={start.isPending}
                onClick={() => start.mutate(undefined, { onSuccess: (setup) => setStage({ name: 'enrol', setup }) })}
              >
                {t('settings.setUp')}
              </Button>
            )}
          </Group>
        </>
      )}
      {stage.name === 'enrol' && (
        <CodeForm
          submitLabel={t('settings.confirm')}
          onCode={(code) =>
            confirm.mutateAsync(code).then(({ recoveryCodes }) => setStage({ name: 'codes', codes: recoveryCodes }))
          }
          footer={cancel}
        >
          <EnrolmentSetup setup={stage.setup} />
        </CodeForm>
      )}
      {stage.name === 'renew' && (
        <CodeForm
          submitLabel={t('settings.renewSubmit')}
          focus
          onCode={(code) =>
            renew.mutateAsync(code).then(({ recoveryCodes }) => setStage({ name: 'codes', codes: recoveryCodes }))
          }
          footer={cancel}
        >
          <Text size="sm">{t('settings.renewText')}</Text>
        </CodeForm>
      )}
      {stage.name === 'off' && <TurnOffForm onDone={back} cancel={cancel} />}
      {stage.name === 'codes' && (
        <RecoveryCodes codes={stage.codes} continueLabel={t('codes.done')} onContinue={back} />
      )}
    </TwoFactorSection>
  );
}
