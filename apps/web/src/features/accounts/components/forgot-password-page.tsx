import { useForgotPassword } from '../api/forgot-password';
import { MailLinkForm } from './mail-link-form';

/** Asks for a link to choose a new password; the notice of an e-mail change links here with the address filled in. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  return (
    <MailLinkForm
      texts="forgot"
      send={(email) => forgot.mutateAsync({ email })}
      pending={forgot.isPending}
      onReset={forgot.reset}
    />
  );
}
