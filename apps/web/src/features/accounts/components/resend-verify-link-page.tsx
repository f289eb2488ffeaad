import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api/resend-verification';
import { useCountdown } from '../hooks/use-countdown';
import { MailLinkForm } from './mail-link-form';

/** Seconds before another resend is allowed. */
export const resendDelaySeconds = 60;

/** Sends the verification link of a new account again, then waits a minute before allowing another. */
export function ResendVerifyLinkPage() {
  const { t } = useTranslation('accounts');
  const resend = useResendVerification();
  const countdown = useCountdown();
  return (
    <MailLinkForm
      texts="resend"
      send={resend.mutateAsync}
      pending={resend.isPending}
      onReset={resend.reset}
      onSent={() => countdown.start(resendDelaySeconds)}
      wait={countdown.remaining > 0 ? t('resend.wait', { seconds: countdown.remaining }) : null}
    />
  );
}
