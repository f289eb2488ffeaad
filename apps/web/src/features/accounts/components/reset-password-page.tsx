import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { resetPasswordSchema } from '@portal/shared/accounts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { AuthPageTitle } from './auth-page-title';
import { NewPasswordFields } from './new-password-fields';

type Values = { password: string; confirmPassword: string };

/** Opened from the mailed link `/auth/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const authLink = useAuthLink();
  // The token comes from the address, not from an input: a problem with it shows above the button.
  const form = useApiForm<typeof resetPasswordSchema, Values>(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
    { toInput: (values) => ({ ...values, token }) },
  );
  useResetOnSignOut(() => {
    form.reset();
    reset.reset();
  });

  const submit = form.submit((values) => reset.mutate(values, { onError: form.setServerError }));

  if (reset.isSuccess) {
    return (
      <Stack>
        <AuthPageTitle title={t('reset.title')} />
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to={authLink(paths.signIn())}>
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
        <NewPasswordFields form={form} password="password" label="fields.newPassword" />
        <FormAlert error={form.formError} />
        <Button type="submit" loading={reset.isPending} disabled={!token} fullWidth>
          {t('reset.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={authLink(paths.forgotPassword())}>
            {t('reset.askAgain')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
