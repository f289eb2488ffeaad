import { type AppRouteName, appRoutes } from '@portal/shared/app-routes';
import { isLocale, type Locale } from '@portal/shared/locales';
import { escapeHtml } from './html.ts';
import { translate } from './i18n.ts';
import type { Mail, MailAttachment } from './mailer.ts';

/** The language a person's mails are written in: theirs, or English. */
export const mailLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

/**
 * A screen of the web app by its route's name, as a mail links to it:
 * `appLink(publicUrl, 'applicationView', { id: 41 })` is `…/applications/41/view`.
 */
export function appLink(
  publicUrl: string,
  route: AppRouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string> = {},
): string {
  const path = appRoutes[route].replace(/\/\*$/, '').replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const search = new URLSearchParams(query).toString();
  return `${publicUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * What a mail says between its greeting and its signature, in order: a paragraph, a list (its intro is the paragraph
 * before it), or what the reader is asked to do with the link that does it.
 */
export type MailPart = string | { list: string[] } | { action: string; link: string };

/**
 * Every mail of the portal, in one layout: the greeting by first name, the parts, the programme's signature; plain
 * text and simple HTML saying the same (a link is also written out, for readers whose mail shows no links).
 */
export function composeMail(options: {
  to: string;
  name: string;
  locale: Locale;
  subject: string;
  parts: MailPart[];
  attachments?: MailAttachment[];
}): Mail {
  const { locale, parts } = options;
  const greeting = translate(locale, 'mail.greeting', { name: options.name });
  const signature = translate(locale, 'mail.signature');
  const text = [greeting, ...parts.map(partText), signature].join('\n\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5;max-width:40em">
<p>${escapeHtml(greeting)}</p>
${parts.map(partHtml).join('\n')}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    to: options.to,
    subject: options.subject,
    text,
    html,
    ...(options.attachments?.length ? { attachments: options.attachments } : {}),
  };
}

function partText(part: MailPart): string {
  if (typeof part === 'string') return part;
  if ('list' in part) return part.list.map((item) => `- ${item}`).join('\n');
  return `${part.action}\n${part.link}`;
}

function partHtml(part: MailPart): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  if ('list' in part) return `<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const link = escapeHtml(part.link);
  return `<p><a href="${link}">${escapeHtml(part.action)}</a><br>
<span style="font-size:small;word-break:break-all">${link}</span></p>`;
}
