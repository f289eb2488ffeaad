import { allowance, obligations } from '@portal/shared/acceptance-rules';
import type { Locale } from '@portal/shared/locales';
import { programmeDateTime } from '@portal/shared/programme-time';
import type { sessions, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { appLink, composeMail, type MailPart, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { AcceptanceRow } from './acceptance.repository.ts';

type Place = {
  acceptance: AcceptanceRow;
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  publicUrl: string;
};

/** The year's obligations in the reader's language, as the dashboard states them beside the answer. */
function obligationParts(locale: Locale): MailPart[] {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `acceptance.obligations.${key}`, params);
  const amount = new Intl.NumberFormat(locale).format(allowance.yearlyFcfa);
  return [
    t('intro'),
    { list: [t('hours', { hours: obligations.serviceHours }), t('transcripts')] },
    t('allowance', { amount, payments: allowance.payments }),
  ];
}

/**
 * A place still to answer, as the dashboard shows it: what is offered, the deadline in the programme's time with its
 * zone named, that the place then goes to the next person, the obligations, and the link to answer.
 */
function answerMail(place: Place, kind: 'approved' | 'offer' | 'reminder'): Mail {
  const { person, session } = place;
  const locale = mailLocale(person.locale);
  const t = (key: string) =>
    translate(locale, `acceptance.mail.${key}`, {
      session: session.name,
      deadline: programmeDateTime(locale, place.acceptance.deadline),
    });
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t(`${kind}.subject`),
    parts: [
      t(`${kind}.body`),
      t('deadline'),
      ...obligationParts(locale),
      { action: t('answer'), link: appLink(place.publicUrl, 'dashboard') },
    ],
  });
}

/**
 * The place offered: at publication (or by an approval after it) to an approved applicant, who learns the decision
 * from it; later, after a decline, an expiry or a withdrawal, to the next in line.
 */
export function buildOfferMail(place: Place): Mail {
  return answerMail(place, place.acceptance.replacesId === null ? 'approved' : 'offer');
}

/** Three days before the deadline of a place still unanswered. */
export function buildReminderMail(place: Place): Mail {
  return answerMail(place, 'reminder');
}

/** The place withdrawn by the committee after publication: what happened, why, and whom to write to. */
export function buildWithdrawalMail(place: Place & { contact: { email: string; phone: string } }): Mail {
  const { person, session, acceptance } = place;
  const locale = mailLocale(person.locale);
  const t = (key: string, params: Record<string, string> = {}) =>
    translate(locale, `acceptance.mail.withdrawal.${key}`, params);
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t('subject', { session: session.name }),
    parts: [
      t('body', { session: session.name }),
      t('reason', { reason: acceptance.withdrawalReason ?? '' }),
      t('contact', place.contact),
      { action: t('action'), link: appLink(place.publicUrl, 'applicationView', { id: acceptance.applicationId }) },
    ],
  });
}
