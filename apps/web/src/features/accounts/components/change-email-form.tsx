import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { forgotPasswordSchema, type User } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, zodMessages } from '@/lib/zod-form';
import { useChangeEmail } from '../api/change-email';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';

const fields = ['email'] as const;

/** The new address receives a confirmation link; the change takes effect only when it is opened. */
export function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema, zodMessages), defaultValues: { email: '' } });
  const server = useServerErrors(form.setError, fields);
  const submit = form.handleSubmit(({ email }) => {
    server.clear();
    change.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        form.reset();
      },
      onError: server.handle,
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
