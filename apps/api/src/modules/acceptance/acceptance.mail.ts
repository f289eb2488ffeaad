import { obligations } from '@portal/shared/acceptance';
import { allowance } from '@portal/shared/acceptance-rules';
import { isLocale, type Locale } from '@portal/shared/locales';
import type { sessions, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { AcceptanceRow } from './acceptance.repository.ts';

type Place = {
  acceptance: AcceptanceRow;
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  publicUrl: string;
};

export const localeOf = (person: { locale: string }): Locale => (isLocale(person.locale) ? person.locale : 'en');

/** A date and time as the reader writes it; the deadline is an instant, told in Cameroon's time (UTC+1). */
export const longDate = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Douala' }).format(date);

/** The year's obligations in the reader's language, as the mails and the dashboard state them. */
export function obligationLines(locale: Locale): string[] {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `acceptance.obligations.${key}`, params);
  const amount = new Intl.NumberFormat(locale).format(allowance.yearlyFcfa);
  return [
    t('intro'),
    `- ${t('hours', { hours: obligations.serviceHours })}`,
    `- ${t('transcripts')}`,
    t('allowance', { amount, payments: allowance.payments }),
  ];
}

/**
 * A mail of one place: greeting, paragraphs, the obligations (while the place is to be answered), and the link to
 * the dashboard.
 */
function placeMail(place: Place, kind: 'offer' | 'reminder' | 'withdrawal', paragraphs: string[]): Mail {
  const { person, session } = place;
  const locale = localeOf(person);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `acceptance.mail.${key}`, params);
  const link = `${place.publicUrl}/dashboard`;
  const greeting = t('greeting', { name: person.firstName });
  const duties = kind === 'withdrawal' ? [] : obligationLines(locale);
  const closing = kind === 'withdrawal' ? t('withdrawal.closing') : t('closing');
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    ...duties,
    ...(duties.length ? [''] : []),
    closing,
    link,
    '',
    t('signature'),
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  duties.length
    ? `<p>${escapeHtml(duties[0]!)}</p>
<ul>${duties
        .slice(1, -1)
        .map((line) => `<li>${escapeHtml(line.slice(2))}</li>`)
        .join('')}</ul>
<p>${escapeHtml(duties.at(-1)!)}</p>`
    : ''
}
<p>${escapeHtml(closing)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: person.email, subject: t(`${kind}.subject`, { session: session.name }), text, html };
}

/** The place offered to the next candidate after a decline or an expiry. */
export function buildOfferMail(place: Place): Mail {
  const locale = localeOf(place.person);
  const deadline = longDate(locale, place.acceptance.deadline);
  const t = (key: string) =>
    translate(locale, `acceptance.mail.offer.${key}`, { session: place.session.name, deadline });
  return placeMail(place, 'offer', [t('body'), t('deadline')]);
}

/** Three days before the deadline of a place still unanswered. */
export function buildReminderMail(place: Place): Mail {
  const locale = localeOf(place.person);
  const deadline = longDate(locale, place.acceptance.deadline);
  return placeMail(place, 'reminder', [
    translate(locale, 'acceptance.mail.reminder.body', { session: place.session.name, deadline }),
  ]);
}

/** The place withdrawn by the committee after publication: what happened, why, and whom to write to. */
export function buildWithdrawalMail(place: Place & { contact: { email: string; phone: string } }): Mail {
  const locale = localeOf(place.person);
  const t = (key: string, params: Record<string, string>) =>
    translate(locale, `acceptance.mail.withdrawal.${key}`, params);
  return placeMail(place, 'withdrawal', [
    t('body', { session: place.session.name }),
    t('reason', { reason: place.acceptance.withdrawalReason ?? '' }),
    t('contact', place.contact),
  ]);
}
