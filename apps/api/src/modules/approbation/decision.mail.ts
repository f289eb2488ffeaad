import { isLocale, type Locale } from '@portal/shared/locales';
import type { sessions, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translate } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { ApplicationRow } from '../applications/public.ts';

/** The committee's decision, in the applicant's language: what was decided, why for a rejection, what comes next. */
export function buildDecisionMail(options: {
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  application: ApplicationRow;
  publicUrl: string;
}): Mail {
  const { person, session, application } = options;
  const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
  const t = (key: string, params?: Record<string, string>) => translate(locale, `decisions.mail.${key}`, params);
  const paragraphs = [
    t(application.status, { session: session.name }),
    ...(application.status === 'REJECTED' && application.rejectionReason
      ? [t('reason', { reason: application.rejectionReason })]
      : []),
    ...(application.resubmissionAllowed ? [t('resubmission')] : []),
  ];
  const link = `${options.publicUrl}/applications/${application.id}/view`;
  const greeting = t('greeting', { name: person.firstName });
  const text = [greeting, '', ...paragraphs, '', t('closing'), link, '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(t('closing'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: person.email, subject: t('subject', { session: session.name }), text, html };
}
