import { isLocale, type Locale } from '@portal/shared/locales';
import { translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';

export type MailKind = 'verify' | 'reset' | 'changeEmail';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Where each mailed link opens the web app. */
export function linkFor(publicUrl: string, kind: MailKind, token: string): string {
  const encoded = encodeURIComponent(token);
  if (kind === 'reset') return `${publicUrl}/auth/reset-password?token=${encoded}`;
  if (kind === 'changeEmail') return `${publicUrl}/auth/verify?token=${encoded}&kind=email-change`;
  return `${publicUrl}/auth/verify?token=${encoded}`;
}

/** One accounts mail in the person's language: subject, plain text and simple HTML with the same link. */
export function buildAccountMail(options: {
  kind: MailKind;
  to: string;
  name: string;
  locale: string;
  publicUrl: string;
  token: string;
}): Mail {
  const locale: Locale = isLocale(options.locale) ? options.locale : 'en';
  const t = (key: string, params?: Record<string, string>) => translate(locale, `accounts.mail.${key}`, params);
  const link = linkFor(options.publicUrl, options.kind, options.token);
  const greeting = t('greeting', { name: options.name });
  const body = t(`${options.kind}.body`);
  const text = [greeting, '', body, link, '', t('ignore'), '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(`${options.kind}.action`))}</a></p>
<p style="font-size:small;word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: options.to, subject: t(`${options.kind}.subject`), text, html };
}
