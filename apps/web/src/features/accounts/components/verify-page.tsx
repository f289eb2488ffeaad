import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useVerifyEmail, type VerifyKind } from '../api/verify-email';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { AuthPageTitle } from './auth-page-title';

/** Opened from the mailed link: verifies a new account, or confirms an e-mail change (kind=email-change). */
export function VerifyPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token');
  const kind: VerifyKind = params.get('kind') === 'email-change' ? 'email-change' : 'sign-up';
  const verify = useVerifyEmail();
  const authLink = useAuthLink();
  const { authenticated } = useAuth();
  const started = useRef<string | null>(null);
  useResetOnSignOut(() => verify.reset());

  useEffect(() => {
    // Tokens are single-use: one call per token, even under StrictMode's double effects.
    if (!token || started.current === token) return;
    started.current = token;
    verify.mutate({ token, kind });
  }, [token, kind, verify]);

  const next =
    kind === 'email-change' && authenticated ? (
      <Button component={Link} to={paths.accountSettingsTab({ tab: 'security' })}>
        {t('verify.toSettings')}
      </Button>
    ) : (
      <Button component={Link} to={authLink(paths.signIn())}>
        {t('verify.toSignIn')}
      </Button>
    );

  return (
    <Stack>
      <AuthPageTitle title={t(kind === 'email-change' ? 'verify.emailChangeTitle' : 'verify.title')} />
      {!token && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('verify.missingToken')}
        </Alert>
      )}
      {token && (verify.isPending || verify.isIdle) && (
        <Stack align="center" role="status" aria-live="polite">
          <Loader aria-hidden />
          {t('verify.pending')}
        </Stack>
      )}
      {verify.isSuccess && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t(kind === 'email-change' ? 'verify.emailChanged' : 'verify.success')}
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title={t('verify.failed')}>
          {verify.error.message}
        </Alert>
      )}
      {(verify.isSuccess || verify.isError || !token) && next}
      {verify.isError && kind === 'sign-up' && (
        <Button component={Link} to={authLink(paths.resendVerifyLink())} variant="light">
          {t('verify.resend')}
        </Button>
      )}
    </Stack>
  );
}
