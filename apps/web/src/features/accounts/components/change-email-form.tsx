import { Alert, Text } from '@mantine/core';
import { type ChangeEmailFormInput, changeEmailFormSchema, type User } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form/form-card';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useChangeEmail } from '../api/change-email';

/**
 * The current password proves it is the owner asking; the new address receives a confirmation link, the current one
 * a notice. The change takes effect only when the link is opened.
 */
export function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useApiForm(changeEmailFormSchema, { email: '', currentPassword: '' });
  const save = (values: ChangeEmailFormInput) =>
    change.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        form.reset();
      },
      onError: (error) => {
        form.setValue('currentPassword', '');
        form.setServerError(error);
      },
    });

  return (
    <FormCard
      form={form}
      onSubmit={save}
      title={t('security.emailTitle')}
      submitLabel={t('security.changeEmail')}
      pending={change.isPending}
    >
      <Text size="sm">{t('security.currentEmail', { email: user.email })}</Text>
      <TextField form={form} name="email" label={t('fields.newEmail')} type="email" autoComplete="email" required />
      <PasswordField
        form={form}
        name="currentPassword"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
      {sentTo && (
        <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {t('security.emailSent', { email: sentTo })}
        </Alert>
      )}
    </FormCard>
  );
}
