import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { useServerErrors } from '../hooks/use-server-errors';
import { AuthPageTitle } from './auth-page-title';
import { FormAlert } from './form-alert';

const fields = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const forgot = useForgotPassword();
  const authLink = useAuthLink();
  const [sent, setSent] = useState(false);
  // The notice of an e-mail change links here with the address filled in.
  const [params] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema, zodMessages),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const server = useServerErrors(form.setError, fields);
  useEffect(() => void ensureValidationMessages(), []);
  useResetOnSignOut(() => {
    form.reset();
    forgot.reset();
    setSent(false);
  });

  const submit = form.handleSubmit((values) => {
    server.clear();
    forgot.mutate(values, { onSuccess: () => setSent(true), onError: server.handle });
  });

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <Stack>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={fieldError(form.formState.errors.email)}
        />
        {sent && (
          <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {t('forgot.sent')}
          </Alert>
        )}
        <FormAlert error={server.formError} />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={authLink(paths.signIn)}>
            {t('common.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
