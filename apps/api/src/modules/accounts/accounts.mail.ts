import { translate } from '../../lib/i18n.ts';
import { appLink, composeMail, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { UserRow } from './users.repository.ts';

/** Mails with a single-use link, and the notice an account's old address gets when a change of address is asked. */
export type MailKind = 'verify' | 'reset' | 'changeEmail' | 'emailChangeNotice';

/** Where each mailed token opens the web app. */
export function linkFor(publicUrl: string, kind: Exclude<MailKind, 'emailChangeNotice'>, token: string): string {
  if (kind === 'reset') return appLink(publicUrl, 'resetPassword', {}, { token });
  if (kind === 'changeEmail') return appLink(publicUrl, 'verify', {}, { token, kind: 'email-change' });
  return appLink(publicUrl, 'verify', {}, { token });
}

/** The forgot-password page with the address filled in: how the owner of an address takes their account back. */
export const recoveryLink = (publicUrl: string, email: string) => appLink(publicUrl, 'forgotPassword', {}, { email });

/** One accounts mail in the person's language: what happened, the link that acts on it, and what if it was not them. */
export function buildAccountMail(options: {
  kind: MailKind;
  to: string;
  name: string;
  locale: string;
  link: string;
  params?: Record<string, string>;
}): Mail {
  const locale = mailLocale(options.locale);
  const t = (key: string) => translate(locale, `accounts.mail.${key}`, options.params);
  const { kind } = options;
  // A notice is about something the reader did not necessarily ask for: "ignore this" would be the wrong advice.
  const closing = kind === 'emailChangeNotice' ? t('emailChangeNotice.closing') : t('ignore');
  return composeMail({
    to: options.to,
    name: options.name,
    locale,
    subject: t(`${kind}.subject`),
    parts: [t(`${kind}.body`), { action: t(`${kind}.action`), link: options.link }, closing],
  });
}

/** The mail of a single-use link to `user`, sent to their address or to the one they asked for (`to`). */
export function tokenMail(
  publicUrl: string,
  kind: Exclude<MailKind, 'emailChangeNotice'>,
  user: Pick<UserRow, 'email' | 'firstName' | 'locale'>,
  token: string,
  to = user.email,
): Mail {
  return buildAccountMail({
    kind,
    to,
    name: user.firstName,
    locale: user.locale,
    link: linkFor(publicUrl, kind, token),
  });
}
