import type { Locale } from '@portal/shared/locales';
import type { PublicSettings } from '@portal/shared/programme';
import { programmeDateTime } from '@portal/shared/programme-time';
import { bookingLockHours } from '@portal/shared/selection';
import type { sessions, users } from '../../db/schema/index.ts';
import { type TranslateParams, translate } from '../../lib/i18n.ts';
import { appLink, composeMail, type MailPart, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** What a preselection mail is written from: the applicant, the session, and the programme's contact. */
export type ShortlistNotice = {
  person: Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'locale'>;
  session: Pick<typeof sessions.$inferSelect, 'name' | 'interviewWeight'>;
  applicationId: number;
  contact: Pick<PublicSettings, 'email' | 'phone'>;
  publicUrl: string;
};

/** A mail of the shortlist in the applicant's language: its words under `preselection.mail.<kind>`, the session named. */
function shortlistMail(
  notice: ShortlistNotice,
  kind: 'invited' | 'removed',
  parts: (t: (key: string, params?: TranslateParams) => string, locale: Locale) => MailPart[],
): Mail {
  const { person, session } = notice;
  const locale = mailLocale(person.locale);
  const t = (key: string, params: TranslateParams = {}) =>
    translate(locale, `preselection.mail.${kind}.${key}`, { session: session.name, ...params });
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t('subject'),
    parts: parts(t, locale),
  });
}

/**
 * The applicant just put on the shortlist, by the run or by hand: an interview with the committee comes next, the
 * time is chosen on the dashboard and may change until `bookingLockHours` before, and what missing it means (with
 * interviews weighing in the final score, ranked after the interviewed; otherwise decided without it), with whom to
 * write when no time suits.
 */
export function buildPreselectedMail(notice: ShortlistNotice): Mail {
  return shortlistMail(notice, 'invited', (t) => [
    t('body'),
    t('choose'),
    t('change', { hours: bookingLockHours }),
    t(notice.session.interviewWeight > 0 ? 'missedWeighted' : 'missed'),
    t('contact', notice.contact),
    { action: t('action'), link: appLink(notice.publicUrl, 'dashboard') },
  ]);
}

/**
 * The applicant taken off the shortlist (by hand, or by a run before any interview was booked): what happened, the
 * booked interview cancelled with its time in the programme's zone, that the application stays with the committee,
 * and whom to ask. The committee's reason stays in the trail: it is a note for the committee, not a message.
 */
export function buildRemovedMail(notice: ShortlistNotice & { bookedAt: Date | null }): Mail {
  return shortlistMail(notice, 'removed', (t, locale) => [
    t('body'),
    ...(notice.bookedAt ? [t('cancelled', { time: programmeDateTime(locale, notice.bookedAt) })] : []),
    t('next'),
    t('contact', notice.contact),
    { action: t('action'), link: appLink(notice.publicUrl, 'applicationView', { id: notice.applicationId }) },
  ]);
}
