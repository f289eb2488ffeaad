import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { forgotPasswordSchema } from '@portal/shared/accounts';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { paths } from '@/config/paths';
import { useAuthLink } from '../hooks/use-auth-link';
import { useResetOnSignOut } from '../hooks/use-reset-on-sign-out';
import { AuthPageTitle } from './auth-page-title';

type Props = {
  /** The catalog section of the page's words: title, subtitle, sent, submit. */
  texts: 'forgot' | 'resend';
  send: (email: string) => Promise<unknown>;
  pending: boolean;
  /** Forgets the last answer when someone signs out on this device. */
  onReset: () => void;
  onSent?: () => void;
  /** Replaces the button's label and blocks it (a wait before sending again). */
  wait?: string | null;
};

/**
 * One e-mail address and a button that mails a link (a new password, the verification again). A link from another
 * screen may fill the address in (`?email=`). The answer does not tell whether the address has an account.
 */
export function MailLinkForm({ texts, send, pending, onReset, onSent, wait = null }: Props) {
  const { t } = useTranslation('accounts');
  const authLink = useAuthLink();
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  const form = useApiForm(forgotPasswordSchema, { email: params.get('email') ?? '' });
  useResetOnSignOut(() => {
    form.reset({ email: '' });
    onReset();
    setSent(false);
  });

  const submit = form.submit(({ email }) =>
    send(email).then(() => {
      setSent(true);
      onSent?.();
    }, form.setServerError),
  );

  return (
    <form onSubmit={submit} noValidate>
      <AuthPageTitle title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} />
      <Stack>
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        {sent && (
          <Alert color="green" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {t(`${texts}.sent`)}
          </Alert>
        )}
        <FormAlert error={form.formError} />
        <Button type="submit" loading={pending} disabled={wait !== null} fullWidth>
          {wait ?? t(`${texts}.submit`)}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={authLink(paths.signIn())}>
            {t('common.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
