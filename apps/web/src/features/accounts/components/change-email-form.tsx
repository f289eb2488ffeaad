import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { changeEmailFormSchema, type User } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';
import { fieldError, zodMessages } from '@/lib/zod-form';
import { useChangeEmail } from '../api/change-email';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';

const fields = ['email', 'currentPassword'] as const;

/**
 * The current password proves it is the owner asking; the new address receives a confirmation link, the current one
 * a notice. The change takes effect only when the link is opened.
 */
export function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changeEmailFormSchema, zodMessages),
    defaultValues: { email: '', currentPassword: '' },
  });
  const server = useServerErrors(form.setError, fields);
  const submit = form.handleSubmit((values) => {
    server.clear();
    change.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        form.reset();
      },
      onError: (error) => {
        form.setValue('currentPassword', '');
        server.handle(error);
      },
    });
  });

  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="email-title">
      <Stack>
        <Title order={2} size="h4" id="email-title">
          {t('security.emailTitle')}
        </Title>
        <Text size="sm">{t('security.currentEmail', { email: user.email })}</Text>
        <TextInput
          label={t('fields.newEmail')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={fieldError(form.formState.errors.email)}
        />
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.register('currentPassword')}
          error={fieldError(form.formState.errors.currentPassword)}
        />
        {sentTo && (
          <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {t('security.emailSent', { email: sentTo })}
          </Alert>
        )}
        <FormAlert error={server.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('security.changeEmail')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
