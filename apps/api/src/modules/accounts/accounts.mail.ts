import { isLocale, type Locale } from '@portal/shared/locales';
import { escapeHtml } from '../../lib/html.ts';
import { translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

/** Mails with a single-use link, and the notice an account's old address gets when a change of address is asked. */
export type MailKind = 'verify' | 'reset' | 'changeEmail' | 'emailChangeNotice';

/** Where each mailed token opens the web app. */
export function linkFor(publicUrl: string, kind: Exclude<MailKind, 'emailChangeNotice'>, token: string): string {
  const encoded = encodeURIComponent(token);
  if (kind === 'reset') return `${publicUrl}/auth/reset-password?token=${encoded}`;
  if (kind === 'changeEmail') return `${publicUrl}/auth/verify?token=${encoded}&kind=email-change`;
  return `${publicUrl}/auth/verify?token=${encoded}`;
}

/** The forgot-password page with the address filled in: how the owner of an address takes their account back. */
export const recoveryLink = (publicUrl: string, email: string) =>
  `${publicUrl}/auth/forgot-password?email=${encodeURIComponent(email)}`;

/** One accounts mail in the person's language: subject, plain text and simple HTML with the same link. */
export function buildAccountMail(options: {
  kind: MailKind;
  to: string;
  name: string;
  locale: string;
  link: string;
  params?: Record<string, string>;
}): Mail {
  const locale: Locale = isLocale(options.locale) ? options.locale : 'en';
  const t = (key: string, params?: Record<string, string>) => translate(locale, `accounts.mail.${key}`, params);
  const { kind, link } = options;
  const greeting = t('greeting', { name: options.name });
  const body = t(`${kind}.body`, options.params);
  // A notice is about something the reader did not necessarily ask for: "ignore this" would be the wrong advice.
  const closing = kind === 'emailChangeNotice' ? t('emailChangeNotice.closing') : t('ignore');
  const text = [greeting, '', body, link, '', closing, '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(`${kind}.action`))}</a></p>
<p style="font-size:small;word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(closing)}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: options.to, subject: t(`${kind}.subject`, options.params), text, html };
}
