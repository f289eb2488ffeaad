import { Button, Stack, Text } from '@mantine/core';
import { twoFactorRemovalSchema } from '@portal/shared/two-factor';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { turnOffTwoFactor, useMyTwoFactorMutation } from '../api/my-two-factor';

/** Turning the second factor off asks for the password: a phone left unlocked is not enough to weaken the account. */
export function TurnOffForm({ onDone, cancel }: { onDone: () => void; cancel: ReactNode }) {
  const { t } = useTranslation('two-factor');
  const turnOff = useMyTwoFactorMutation(turnOffTwoFactor);
  const form = useApiForm(twoFactorRemovalSchema, { password: '' });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);
  const submit = form.submit(({ password }) =>
    turnOff.mutate(password, { onSuccess: onDone, onError: form.setServerError }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('settings.turnOffText')}</Text>
        <PasswordField
          form={form}
          name="password"
          label={t('accounts:fields.currentPassword')}
          autoComplete="current-password"
          required
        />
        <FormAlert error={form.formError} />
        <Stack gap="xs">
          <Button type="submit" color="red" loading={turnOff.isPending} fullWidth>
            {t('settings.turnOffSubmit')}
          </Button>
          {cancel}
        </Stack>
      </Stack>
    </form>
  );
}
