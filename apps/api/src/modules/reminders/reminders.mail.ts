import { isDone, requiredSteps, sectionOfStep } from '@portal/shared/application-rules';
import type { Locale } from '@portal/shared/locales';
import { programmeDate, programmeDateTime } from '@portal/shared/programme-time';
import type { sessions, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { appLink, composeMail, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { ApplicationRow } from '../applications/public.ts';

/** The steps still open, by the names the application's screens give them (one name per section). */
export function missingSections(locale: Locale, application: ApplicationRow): string[] {
  const open = requiredSteps(application).filter((step) => !isDone(application.steps[step]));
  const names = open.map((step) => translate(locale, `glossary.sections.${sectionOfStep(step)}`));
  return [...new Set(names)];
}

/** The one reminder before the session ends: when it ends, what is still missing, and the link to continue. */
export function buildSubmissionReminder(options: {
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  application: ApplicationRow;
  publicUrl: string;
}): Mail {
  const { person, session, application } = options;
  const locale = mailLocale(person.locale);
  const t = (key: string) =>
    translate(locale, `acceptance.submissionReminder.${key}`, {
      session: session.name,
      end: programmeDateTime(locale, session.endDate),
      // The subject, which a phone cuts short, says the day only.
      day: programmeDate(locale, session.endDate),
    });
  const missing = missingSections(locale, application);
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t('subject'),
    parts: [
      t('body'),
      ...(missing.length ? [t('missing'), { list: missing }] : [t('nothingMissing')]),
      { action: t('action'), link: appLink(options.publicUrl, 'applicationEdit', { id: application.id }) },
    ],
  });
}
