import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { resetPasswordSchema } from '@portal/shared/accounts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ensureValidationMessages, zodMessages } from '@/lib/zod-form';
import { useResetPassword } from '../api/reset-password';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { useServerErrors } from '../hooks/use-server-errors';
import { AuthPageTitle } from './auth-page-title';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

const fields = ['password', 'confirmPassword'] as const;

/** Opened from the mailed link `/auth/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const authLink = useAuthLink();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema, zodMessages),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const server = useServerErrors(form.setError, fields);
  useEffect(() => void ensureValidationMessages(), []);
  useResetOnSignOut(() => {
    form.reset();
    reset.reset();
  });

  const submit = form.handleSubmit((values) => {
    server.clear();
    reset.mutate({ ...values, token }, { onError: server.handle });
  });

  if (reset.isSuccess) {
    return (
      <Stack>
        <AuthPageTitle title={t('reset.title')} />
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to={authLink(paths.signIn)}>
          {t('verify.toSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <Stack>
        {!token && (
          <Alert color="red" role="alert">
            {t('reset.missingToken')}
          </Alert>
        )}
        <NewPasswordFields
          label="fields.newPassword"
          password={{ registration: form.register('password'), error: errors.password }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
        />
        <FormAlert error={server.formError ?? (errors.token ? new Error(t('reset.missingToken')) : null)} />
        <Button type="submit" loading={reset.isPending} disabled={!token} fullWidth>
          {t('reset.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={authLink(paths.forgotPassword)}>
            {t('reset.askAgain')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
