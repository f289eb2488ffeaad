import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { changePasswordSchema } from '@portal/shared/accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { fieldError, zodMessages } from '@/lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SavedNotice } from './saved-notice';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordSchema, zodMessages), defaultValues: empty });
  const errors = form.formState.errors;
  const server = useServerErrors(form.setError, fields);
  const submit = form.handleSubmit((values) => {
    server.clear();
    change.mutate(values, { onSuccess: () => form.reset(empty), onError: server.handle });
  });

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <Stack>
        <Title order={2} size="h4" id="password-title">
          {t('security.passwordTitle')}
        </Title>
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.register('currentPassword')}
          error={fieldError(errors.currentPassword)}
        />
        <NewPasswordFields
          label="fields.newPassword"
          password={{ registration: form.register('newPassword'), error: errors.newPassword }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
        />
        <SavedNotice show={change.isSuccess} message={t('security.passwordChanged')} />
        <FormAlert error={server.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('security.changePassword')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
