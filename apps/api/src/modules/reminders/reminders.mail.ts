import { isDone, requiredSteps, sectionOfStep } from '@portal/shared/application-rules';
import { isLocale, type Locale } from '@portal/shared/locales';
import type { sessions, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translate } from '../../lib/i18n.ts';
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
  const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
  const end = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Douala',
  }).format(session.endDate);
  const t = (key: string) => translate(locale, `acceptance.submissionReminder.${key}`, { session: session.name, end });
  const missing = missingSections(locale, application);
  const link = `${options.publicUrl}/applications/${application.id}/edit`;
  const greeting = translate(locale, 'acceptance.mail.greeting', { name: person.firstName });
  const signature = translate(locale, 'acceptance.mail.signature');
  const todo = missing.length ? [t('missing'), ...missing.map((name) => `- ${name}`)] : [t('nothingMissing')];
  const text = [greeting, '', t('body'), '', ...todo, '', t('closing'), link, '', signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('body'))}</p>
${
  missing.length
    ? `<p>${escapeHtml(t('missing'))}</p><ul>${missing.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`
    : `<p>${escapeHtml(t('nothingMissing'))}</p>`
}
<p>${escapeHtml(t('closing'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: person.email, subject: t('subject'), text, html };
}
