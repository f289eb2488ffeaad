import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { signUpSchema } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import { useSignUp } from '../api/sign-up';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { useServerErrors } from '../hooks/use-server-errors';
import { AuthPageTitle } from './auth-page-title';
import { FormAlert } from './form-alert';
import { hintProps } from './hint-props';
import { NewPasswordFields } from './new-password-fields';

const fields = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;
const empty = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };

export function SignUpPage() {
  const { t } = useTranslation('accounts');
  const signUp = useSignUp();
  const authLink = useAuthLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(signUpSchema, zodMessages), defaultValues: empty });
  const errors = form.formState.errors;
  const server = useServerErrors(form.setError, fields);
  useEffect(() => void ensureValidationMessages(), []);
  useResetOnSignOut(() => {
    form.reset();
    signUp.reset();
    server.clear();
    setSentTo(null);
  });

  const submit = form.handleSubmit((values) => {
    server.clear();
    signUp.mutate(values, { onSuccess: () => setSentTo(values.email), onError: server.handle });
  });

  if (sentTo) {
    return (
      <Stack>
        <AuthPageTitle title={t('signUp.checkMailTitle')} />
        <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {t('signUp.checkMail', { email: sentTo })}
        </Alert>
        <Text size="sm">
          {t('signUp.noMail')}{' '}
          <Anchor component={Link} to={authLink(paths.resendVerifyLink, { email: sentTo })}>
            {t('signUp.resend')}
          </Anchor>
        </Text>
        <Button component={Link} to={authLink(paths.signIn)} variant="light">
          {t('signUp.toSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            {...form.register('firstName')}
            error={fieldError(errors.firstName)}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...form.register('lastName')}
            error={fieldError(errors.lastName)}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.username')}
          {...hintProps}
          description={t('fields.usernameHint')}
          autoComplete="username"
          required
          {...form.register('username')}
          error={fieldError(errors.username)}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={fieldError(errors.email)}
        />
        <NewPasswordFields
          label="fields.password"
          password={{ registration: form.register('password'), error: errors.password }}
          confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
        />
        <FormAlert error={server.formError} />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          {t('signUp.submit')}
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">{t('signUp.haveAccount')}</Text>
          <Anchor component={Link} to={authLink(paths.signIn)} size="sm">
            {t('signUp.toSignIn')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
