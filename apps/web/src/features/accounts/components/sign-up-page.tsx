import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { signUpSchema } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert, OfflineAlertTemplate } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { paths } from '@/config/paths';
import { useServerRendered } from '@/lib/server-rendered';
import { useSignUp } from '../api/sign-up';
import { useAuthFormStart } from '../auth-form-outcome';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { AuthPageTitle } from './auth-page-title';
import { hintProps } from './hint-props';
import { NewPasswordFields } from './new-password-fields';
import { PrivacyNoticeCheckbox } from './privacy-notice-checkbox';

const empty = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  privacyNoticeVersion: '',
};

export function SignUpPage() {
  const { t } = useTranslation('accounts');
  const signUp = useSignUp();
  const authLink = useAuthLink();
  const start = useAuthFormStart(empty);
  const serverForm = useServerRendered();
  const [sentTo, setSentTo] = useState<string | null>(start.sentTo ?? null);
  const form = useApiForm(signUpSchema, start.values, { initialError: start.error });
  useResetOnSignOut(() => {
    form.reset();
    signUp.reset();
    form.clearFormError();
    setSentTo(null);
  });

  const submit = form.submit((values) =>
    signUp.mutate(values, { onSuccess: () => setSentTo(values.email), onError: form.setServerError }),
  );

  if (sentTo) {
    return (
      <Stack>
        <AuthPageTitle title={t('signUp.checkMailTitle')} />
        <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {t('signUp.checkMail', { email: sentTo })}
        </Alert>
        <Text size="sm">
          {t('signUp.noMail')}{' '}
          <Anchor component={Link} to={authLink(paths.resendVerifyLink(), { email: sentTo })}>
            {t('signUp.resend')}
          </Anchor>
        </Text>
        <Button component={Link} to={authLink(paths.signIn())} variant="light">
          {t('signUp.toSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate method="post" data-server-form={serverForm || undefined} data-keep-passwords>
      <AuthPageTitle title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
          <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
        </SimpleGrid>
        <TextField
          form={form}
          name="username"
          label={t('fields.username')}
          {...hintProps}
          description={t('fields.usernameHint')}
          autoComplete="username"
          required
        />
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        <NewPasswordFields form={form} password="password" label="fields.password" />
        <PrivacyNoticeCheckbox form={form} name="privacyNoticeVersion" />
        <FormAlert error={form.formError} />
        <OfflineAlertTemplate />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          {t('signUp.submit')}
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">{t('signUp.haveAccount')}</Text>
          <Anchor component={Link} to={authLink(paths.signIn())} size="sm">
            {t('signUp.toSignIn')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
