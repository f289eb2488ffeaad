import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { deleteAccountSchema, type User } from '@portal/shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { endSession } from '@/lib/auth-store';
import { fieldError, zodMessages } from '@/lib/zod-form';
import { useDeleteAccount } from '../api/delete-account';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';

const fields = ['password'] as const;

/** Deletion needs the displayed text typed exactly (spec section 5) and the password. */
export function DeleteAccountForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const phrase = t('security.deletePhrase', { username: user.username });
  const form = useForm({ resolver: zodResolver(deleteAccountSchema, zodMessages), defaultValues: { password: '' } });
  const server = useServerErrors(form.setError, fields);
  const submit = form.handleSubmit((values) => {
    server.clear();
    remove.mutate(values, {
      // The signed-in guard then shows the confirmation page.
      onSuccess: () => {
        endSession('account-deleted');
        queryClient.clear();
      },
      onError: server.handle,
    });
  });

  return (
    <Card
      withBorder
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="delete-title"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack>
        <Title order={2} size="h4" id="delete-title" c="red">
          {t('security.deleteTitle')}
        </Title>
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
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={fieldError(form.formState.errors.password)}
        />
        <FormAlert error={server.formError} />
        <Group justify="flex-end">
          <Button type="submit" color="red" disabled={typed.trim() !== phrase} loading={remove.isPending}>
            {t('security.deleteAccount')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
