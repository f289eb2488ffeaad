import { programmeDateTime } from '@portal/shared/programme-time';
import type { sessions, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { appLink, composeMail, mailLocale } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { ApplicationRow } from '../applications/public.ts';

/**
 * What the applicant is told of their application when the decisions are published (or at once, for a rejection
 * they may act on), in their language: the decision, why for a rejection, what they may still do and by when. An
 * approval is told by the mail of the place it opens (acceptance), with its deadline: none here. An application
 * still undecided at publication is not among those offered a place; one never submitted was not examined. A
 * candidate who may still be offered a freed place (eligible, submitted, neither approved nor rejected) is told how.
 */
export function buildDecisionMail(options: {
  person: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  application: ApplicationRow;
  publicUrl: string;
}): Mail | null {
  const { person, session, application } = options;
  if (application.status === 'APPROVED') return null;
  const locale = mailLocale(person.locale);
  const t = (key: string, params?: Record<string, string>) =>
    translate(locale, `decisions.mail.${key}`, { session: session.name, ...params });
  const undecided = application.status === 'PENDING';
  const outcome = undecided && !application.submitted ? 'notSubmitted' : application.status;
  const mayBeOffered = application.status !== 'REJECTED' && application.submitted && application.eligible === true;
  const parts = [
    t(outcome),
    ...(application.status === 'REJECTED' && application.rejectionReason
      ? [t('reason', { reason: application.rejectionReason })]
      : []),
    ...(application.resubmissionAllowed
      ? [t('resubmission', { end: programmeDateTime(locale, session.endDate) })]
      : []),
    ...(mayBeOffered ? [t('nextInLine')] : []),
    { action: t('action'), link: appLink(options.publicUrl, 'applicationView', { id: application.id }) },
  ];
  return composeMail({
    to: person.email,
    name: person.firstName,
    locale,
    subject: t(undecided ? 'resultsSubject' : 'subject'),
    parts,
  });
}
