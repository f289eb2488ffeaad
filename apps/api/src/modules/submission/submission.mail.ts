import { countWords, requiredSteps, sectionOfStep } from '@portal/shared/application-rules';
import type { ApplicationStep } from '@portal/shared/enums';
import { isLocale, type Locale } from '@portal/shared/locales';
import type { sessions, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { ApplicationRow } from '../applications/public.ts';

/** A step's name as the application's screens show it: the shared glossary names each by its section. */
export function stepName(locale: Locale, step: ApplicationStep): string {
  return translate(locale, `glossary.sections.${sectionOfStep(step)}`);
}

/** The receipt of a submission, in the applicant's language: when, to which session, and each step that was sent. */
export function buildReceipt(options: {
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  application: ApplicationRow;
  publicUrl: string;
}): Mail {
  const { person, session, application } = options;
  const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `applications.receipt.${key}`, params);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    application.submittedAt ?? new Date(),
  );
  const sent = requiredSteps(application).map((step) => {
    const name = stepName(locale, step);
    if (application.steps[step] === 'SKIPPED')
      return t('skipped', { step: name, state: translate(locale, 'glossary.stepStates.SKIPPED') });
    return step === 'MOTIVATION' ? t('motivation', { step: name, words: countWords(application.motivation) }) : name;
  });
  const link = `${options.publicUrl}/applications/${application.id}/view`;
  const lines = [
    t('greeting', { name: person.firstName }),
    '',
    t('body', { session: session.name, date }),
    ...sent.map((line) => `- ${line}`),
    '',
    t('closing'),
    link,
    '',
    t('signature'),
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t('greeting', { name: person.firstName }))}</p>
<p>${escapeHtml(t('body', { session: session.name, date }))}</p>
<ul>${sent.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(t('closing'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: person.email, subject: t('subject', { session: session.name }), text: lines.join('\n'), html };
}
