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
import { useResendVerification } from '../api/resend-verification';
import { useAuthLink } from '../hooks/use-auth-link';
import { useCountdown } from '../hooks/use-countdown';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { useServerErrors } from '../hooks/use-server-errors';
import { AuthPageTitle } from './auth-page-title';
import { FormAlert } from './form-alert';

/** Seconds before another resend is allowed. */
export const resendDelaySeconds = 60;
const fields = ['email'] as const;

export function ResendVerifyLinkPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const resend = useResendVerification();
  const authLink = useAuthLink();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  // The same { email } shape as forgot-password: one e-mail field.
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema, zodMessages),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const server = useServerErrors(form.setError, fields);
  useEffect(() => void ensureValidationMessages(), []);
  useResetOnSignOut(() => {
    form.reset({ email: '' });
    resend.reset();
    setSent(false);
  });

  const submit = form.handleSubmit(({ email }) => {
    server.clear();
    resend.mutate(email, {
      onSuccess: () => {
        setSent(true);
        countdown.start(resendDelaySeconds);
      },
      onError: server.handle,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t('resend.title')} subtitle={t('resend.subtitle')} />
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
            {t('resend.sent')}
          </Alert>
        )}
        <FormAlert error={server.formError} />
        <Button type="submit" loading={resend.isPending} disabled={countdown.remaining > 0} fullWidth>
          {countdown.remaining > 0 ? t('resend.wait', { seconds: countdown.remaining }) : t('resend.submit')}
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
