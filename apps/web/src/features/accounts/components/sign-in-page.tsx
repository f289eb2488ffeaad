import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { signInSchema } from '@portal/shared/accounts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeLocalPath } from '@/config/paths';
import { setAuth } from '@/lib/auth-store';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import { useSignIn } from '../api/sign-in';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { useServerErrors } from '../hooks/use-server-errors';
import { AuthPageTitle } from './auth-page-title';
import { FormAlert } from './form-alert';

const fields = ['login', 'password'] as const;

export function SignInPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
      onSuccess: ({ user, token }) => {
        setAuth(token, user);
        navigate(safeLocalPath(params.get('redirect')) ?? paths.dashboard, { replace: true });
      },
      // A failed sign-in keeps the error and clears the password (spec section 4).
      onError: (error) => {
        form.setValue('password', '');
        server.handle(error);
      },
    });
  });

  const login = form.watch('login');
  const resendLink = `/auth/resend-verify-link${login.includes('@') ? `?email=${encodeURIComponent(login)}` : ''}`;

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t('signIn.title')} subtitle={t('signIn.subtitle')} />
      <Stack>
        <TextInput
          label={t('fields.login')}
          autoComplete="username"
          required
          {...form.register('login')}
          error={fieldError(errors.login)}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={fieldError(errors.password)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            {t('signIn.forgot')}
          </Anchor>
        </Group>
        <FormAlert error={server.formError}>
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
          <Anchor component={Link} to={paths.signUp}>
            {t('signIn.toSignUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
