import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { signInSchema } from '@portal/shared/accounts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, OfflineAlertTemplate } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { isSignInReason, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { setAuth } from '@/lib/auth-store';
import { useServerRendered } from '@/lib/server-rendered';
import { useSignIn } from '../api/sign-in';
import { useAuthFormStart } from '../auth-form-outcome';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { AuthPageTitle } from './auth-page-title';
import { KeptRecoveryCodes, type SecondFactorAsked, SignInSecondFactor } from './sign-in-second-factor';

/** The server judged the login and password (wrong, deactivated, not verified): the password is typed again. */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
const codeOf = (error: Error | null) => (error instanceof ApiError ? error.code : undefined);

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

/**
 * The server signed the visitor in (its rendering of this page, decision 523): the page's script keeps the token
 * where the app reads it and opens the app.
 */
function HandOver({ signedIn }: { signedIn: { token: string; user: Record<string, unknown> } }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack align="center" data-auth-handoff={JSON.stringify(signedIn)} role="status">
      <AuthPageTitle title={t('signIn.opening')} />
      <Loader size="sm" aria-hidden />
    </Stack>
  );
}

export function SignInPage() {
  const { t } = useTranslation('accounts');
  const authLink = useAuthLink();
  const signIn = useSignIn();
  const start = useAuthFormStart({ login: '', password: '' });
  const serverForm = useServerRendered();
  // The second factor asked after a right password (decision 565): by the server's answer on its page, else the API's.
  const [asked, setAsked] = useState<SecondFactorAsked | undefined>(start.secondFactor);
  const form = useApiForm(signInSchema, start.values, {
    initialError: start.secondFactor ? undefined : start.error,
  });
  useResetOnSignOut(() => {
    form.reset();
    signIn.reset();
    form.clearFormError();
    setAsked(undefined);
  });

  const submit = form.submit((values) =>
    signIn.mutate(values, {
      // The guest guard of this page then goes where `?redirect=` says.
      onSuccess: (answer) => ('token' in answer ? setAuth(answer.token, answer.user) : setAsked(answer)),
      // A refused sign-in keeps the login and the error, and asks for the password again.
      onError: (error) => {
        form.setServerError(error);
        if (!isRefusal(error)) return;
        form.setValue('password', '');
        form.setFocus('password');
      },
    }),
  );

  const login = form.watch('login');
  const resendLink = authLink(paths.resendVerifyLink(), { email: login.includes('@') ? login : null });
  const code = codeOf(form.formError);
  const shownError = code === 'ACCOUNT_DISABLED' ? new Error(t('signIn.reasons.account-disabled')) : form.formError;

  if (start.signedIn && start.recoveryCodes)
    return <KeptRecoveryCodes codes={start.recoveryCodes} signedIn={start.signedIn} />;
  if (start.signedIn) return <HandOver signedIn={start.signedIn} />;
  if (asked)
    return (
      <SignInSecondFactor
        asked={asked}
        kind={start.codeKind}
        error={start.secondFactor ? start.error : undefined}
        onSignedIn={({ token, user }) => setAuth(token, user)}
        onRestart={(error) => {
          setAsked(undefined);
          form.setValue('password', '');
          if (error) form.setServerError(error);
        }}
      />
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      method="post"
      data-server-form={serverForm || undefined}
      // A refused password is typed again; after any other answer the page's script puts back what was typed.
      data-keep-passwords={start.error && isRefusal(start.error) ? undefined : true}
    >
      <AuthPageTitle title={t('signIn.title')} subtitle={t('signIn.subtitle')} />
      <Stack>
        <ReasonNotice />
        <TextField form={form} name="login" label={t('fields.login')} autoComplete="username" required />
        <PasswordField
          form={form}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={authLink(paths.forgotPassword())} size="sm">
            {t('signIn.forgot')}
          </Anchor>
        </Group>
        <FormAlert error={shownError}>
          {code === 'ACCOUNT_NOT_VERIFIED' && (
            <Text size="sm" mt={4}>
              <Anchor component={Link} to={resendLink}>
                {t('signIn.resendLink')}
              </Anchor>
            </Text>
          )}
        </FormAlert>
        <OfflineAlertTemplate />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('signIn.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={Link} to={authLink(paths.signUp())}>
            {t('signIn.toSignUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
