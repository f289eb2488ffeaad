import { countWords, requiredSteps, sectionOfStep } from '@portal/shared/application-rules';
import type { ApplicationStep } from '@portal/shared/enums';
import type { Locale } from '@portal/shared/locales';
import { programmeDateTime } from '@portal/shared/programme-time';
import type { sessions, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { appLink, composeMail, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { ApplicationRow } from '../applications/public.ts';

/** A step's name as the application's screens show it: the shared glossary names each by its section. */
export function stepName(locale: Locale, step: ApplicationStep): string {
  return translate(locale, `glossary.sections.${sectionOfStep(step)}`);
}

/**
 * The receipt of a submission, in the applicant's language: when, to which session, each step that was sent, and
 * what comes next.
 */
export function buildReceipt(options: {
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  application: ApplicationRow;
  publicUrl: string;
}): Mail {
  const { person, session, application } = options;
  const locale = mailLocale(person.locale);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `applications.receipt.${key}`, { session: session.name, ...params });
  const date = programmeDateTime(locale, application.submittedAt ?? new Date());
  const sent = requiredSteps(application).map((step) => {
    const name = stepName(locale, step);
    if (application.steps[step] === 'SKIPPED')
      return t('skipped', { step: name, state: translate(locale, 'glossary.stepStates.SKIPPED') });
    return step === 'MOTIVATION' ? t('motivation', { step: name, words: countWords(application.motivation) }) : name;
  });
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t('subject'),
    parts: [
      t('body', { date }),
      { list: sent },
      t('next'),
      { action: t('action'), link: appLink(options.publicUrl, 'applicationView', { id: application.id }) },
    ],
  });
}
