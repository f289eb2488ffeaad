import { Code, Text, TextInput } from '@mantine/core';
import { deleteAccountSchema, type User } from '@portal/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form/form-card';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { endSession } from '@/lib/auth-store';
import { useDeleteAccount } from '../api/delete-account';

/** Deletion needs the displayed text typed exactly and the password. */
export function DeleteAccountForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const phrase = t('security.deletePhrase', { username: user.username });
  const form = useApiForm(deleteAccountSchema, { password: '' });
  const confirm = (values: { password: string }) =>
    remove.mutate(values, {
      // The signed-in guard then shows the confirmation page.
      onSuccess: () => {
        endSession('account-deleted');
        queryClient.clear();
      },
      onError: form.setServerError,
    });

  return (
    <FormCard
      form={form}
      onSubmit={confirm}
      title={t('security.deleteTitle')}
      submitLabel={t('security.deleteAccount')}
      pending={remove.isPending}
      submitDisabled={typed.trim() !== phrase}
      danger
    >
      <Text size="sm">{t('security.deleteWarning')}</Text>
      <Text size="sm">
        {t('security.deleteTypeThis')} <Code>{phrase}</Code>
      </Text>
      <TextInput
        label={t('security.deleteConfirmLabel')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
      />
      <PasswordField
        form={form}
        name="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
    </FormCard>
  );
}
