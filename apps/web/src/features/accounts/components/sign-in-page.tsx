import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { signInSchema } from '@portal/shared/accounts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { isSignInReason, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { setAuth } from '@/lib/auth-store';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import { useSignIn } from '../api/sign-in';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { useServerErrors } from '../hooks/use-server-errors';
import { AuthPageTitle } from './auth-page-title';
import { FormAlert } from './form-alert';

const fields = ['login', 'password'] as const;

/** The server judged the login and password (wrong, deactivated, not verified): the password is typed again. */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Why the reader is here (their session ended, they signed out), from `?reason=`. */
function ReasonNotice() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const reason = params.get('reason');
  if (!isSignInReason(reason)) return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
      {t(`signIn.reasons.${reason}`)}
    </Alert>
  );
}

export function SignInPage() {
  const { t } = useTranslation('accounts');
  const authLink = useAuthLink();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(signInSchema, zodMessages),
    defaultValues: { login: '', password: '' },
  });
  const errors = form.formState.errors;
  const server = useServerErrors(form.setError, fields);
  useEffect(() => void ensureValidationMessages(), []);
  useResetOnSignOut(() => {
    form.reset();
    signIn.reset();
    server.clear();
  });

  const submit = form.handleSubmit((values) => {
    server.clear();
    signIn.mutate(values, {
      // The guest guard of this page then goes where `?redirect=` says.
      onSuccess: ({ user, token }) => setAuth(token, user),
      // A refused sign-in keeps the login and the error, and asks for the password again (spec section 4).
      onError: (error) => {
        server.handle(error);
        if (!isRefusal(error)) return;
        form.setValue('password', '');
        form.setFocus('password');
      },
    });
  });

  const login = form.watch('login');
  const resendLink = authLink(paths.resendVerifyLink, { email: login.includes('@') ? login : null });
  const shownError =
    server.formErrorCode === 'ACCOUNT_DISABLED' ? new Error(t('signIn.reasons.account-disabled')) : server.formError;

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t('signIn.title')} subtitle={t('signIn.subtitle')} />
      <Stack>
        <ReasonNotice />
        <TextInput
          label={t('fields.login')}
          autoComplete="username"
          required
          {...form.register('login')}
          error={fieldError(errors.login)}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={fieldError(errors.password)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={authLink(paths.forgotPassword)} size="sm">
            {t('signIn.forgot')}
          </Anchor>
        </Group>
        <FormAlert error={shownError}>
          {server.formErrorCode === 'ACCOUNT_NOT_VERIFIED' && (
            <Text size="sm" mt={4}>
              <Anchor component={Link} to={resendLink}>
                {t('signIn.resendLink')}
              </Anchor>
            </Text>
          )}
        </FormAlert>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to={authLink(paths.signUp)}>
            {t('signIn.toSignUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
