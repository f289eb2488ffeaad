import { bookingDeadline } from '@portal/shared/interview-rules';
import type { Locale } from '@portal/shared/locales';
import type { PublicSettings } from '@portal/shared/programme';
import { programmeDate, programmeDateTime } from '@portal/shared/programme-time';
import type { users } from '../../db/schema/index.ts';
import { type TranslateParams, translate } from '../../lib/i18n.ts';
import { appLink, composeMail, type MailPart, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { interviewCalendar } from './interview-calendar.ts';

/** What an interview mail is written from: the applicant, the session, the slot, and the programme's contact. */
export type InterviewNotice = {
  person: Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'lastName' | 'locale'>;
  sessionName: string;
  applicationId: number;
  /** The application's version once changed: the calendar event's sequence. */
  version: number;
  slot: { startsAt: Date; minutes: number; place: string | null; videoUrl: string | null };
  contact: Pick<PublicSettings, 'email' | 'phone'>;
  publicUrl: string;
};

type Kind = 'booked' | 'cancelled' | 'reminder';
type Words = (key: string, params?: TranslateParams) => string;

/** The words of the interview mails (`interviews.mail.*`), the session, time, day, deadline and contact filled in. */
function wordsOf(notice: InterviewNotice, locale: Locale): Words {
  const { slot } = notice;
  const shared = {
    session: notice.sessionName,
    time: programmeDateTime(locale, slot.startsAt),
    // A subject, which a phone cuts short, says the day only.
    day: programmeDate(locale, slot.startsAt),
    deadline: programmeDateTime(locale, bookingDeadline(slot.startsAt)),
    minutes: slot.minutes,
    email: notice.contact.email,
    phone: notice.contact.phone,
  };
  return (key, params = {}) => translate(locale, `interviews.mail.${key}`, { ...shared, ...params });
}

/** Where the interview is: the place and the video link, each said when there is one. */
const whereParts = (notice: InterviewNotice, t: Words): string[] => [
  ...(notice.slot.place ? [t('where.place', { place: notice.slot.place })] : []),
  ...(notice.slot.videoUrl ? [t('where.video', { link: notice.slot.videoUrl })] : []),
  t('where.length'),
];

function mailOf(notice: InterviewNotice, kind: Kind, parts: (t: Words) => MailPart[], method?: 'REQUEST' | 'CANCEL') {
  const locale = mailLocale(notice.person.locale);
  const t = wordsOf(notice, locale);
  const { person } = notice;
  const calendar = method
    ? interviewCalendar(
        {
          applicationId: notice.applicationId,
          sequence: notice.version,
          slot: notice.slot,
          summary: t('calendar.summary'),
          description: [t('calendar.description'), ...whereParts(notice, t), t(`calendar.${method}`)].join('\n'),
          organizer: { name: translate(locale, 'mail.signature'), email: notice.contact.email },
          applicant: { name: `${person.firstName} ${person.lastName}`.trim(), email: person.email },
          publicUrl: notice.publicUrl,
        },
        method,
      )
    : undefined;
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t(`${kind}.subject`),
    parts: parts(t),
    ...(calendar ? { attachments: [calendar] } : {}),
  });
}

/**
 * A time booked or changed: when (in the programme's zone, named), where, until when it may change, the calendar
 * invitation attached (the same event each time, a change replacing it), and whom to write to.
 */
export function buildBookedMail(notice: InterviewNotice & { previous: Date | null }): Mail {
  return mailOf(
    notice,
    'booked',
    (t) => {
      const locale = mailLocale(notice.person.locale);
      return [
        ...(notice.previous
          ? [t('booked.changed'), t('booked.previous', { previous: programmeDateTime(locale, notice.previous) })]
          : [t('booked.body')]),
        ...whereParts(notice, t),
        t('booked.change'),
        t('booked.calendar'),
        t('contact'),
        { action: t('booked.action'), link: appLink(notice.publicUrl, 'dashboard') },
      ];
    },
    'REQUEST',
  );
}

/** The committee deleted the booked slot: the time is cancelled (its calendar entry too), choose another. */
export function buildCancelledMail(notice: InterviewNotice): Mail {
  return mailOf(
    notice,
    'cancelled',
    (t) => [
      t('cancelled.body'),
      t('cancelled.choose'),
      t('contact'),
      { action: t('cancelled.action'), link: appLink(notice.publicUrl, 'dashboard') },
    ],
    'CANCEL',
  );
}

/** The day before: when and where, and whom to tell at once when the applicant cannot come. */
export function buildReminderMail(notice: InterviewNotice): Mail {
  return mailOf(notice, 'reminder', (t) => [
    t('reminder.body'),
    ...whereParts(notice, t),
    t('reminder.contact'),
    { action: t('reminder.action'), link: appLink(notice.publicUrl, 'dashboard') },
  ]);
}
