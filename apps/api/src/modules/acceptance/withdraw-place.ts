import { canWithdraw, type WithdrawalInput } from '@portal/shared/acceptance';
import type { ApplicationRead } from '@portal/shared/applications';
import type { Locale } from '@portal/shared/locales';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { applicationsRepository as applications, toApplication } from '../applications/public.ts';
import { recordAudit } from '../review/public.ts';
import type { AcceptanceContext } from './acceptance.context.ts';
import { toAcceptance } from './acceptance.dto.ts';
import { buildWithdrawalMail } from './acceptance.mail.ts';
import { mailPlaces, passOn } from './acceptance.places.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

/**
 * The committee withdraws a place after publication (a decision no longer changes then): in one transaction the
 * place ends with its reason, the trail records it, and the place is offered to the next in line; then the
 * applicant is mailed why (with the programme's contact), and the next in line their offer. Only a place awaiting
 * its answer or accepted.
 */
export async function withdrawPlace(
  context: Pick<AcceptanceContext, 'db' | 'outbox' | 'config' | 'contact' | 'pageChanges'>,
  {
    actor,
    applicationId,
    input,
    locale,
    now = new Date(),
  }: { actor: CurrentUser; applicationId: number; input: WithdrawalInput; locale?: Locale; now?: Date },
): Promise<ApplicationRead> {
  const { db, outbox, contact } = context;
  const programme = await contact();
  const { application, withdrawn } = await db.transaction(async (tx) => {
    const application = await applications.find(tx, applicationId, { lock: true });
    if (!application) throw notFound('application');
    const place = await places.ofApplication(tx, applicationId, { lock: true });
    if (!place || !canWithdraw(place.state)) throw new AppError('PLACE_NOT_WITHDRAWABLE');
    const { reason } = input;
    const withdrawn = await places.withdraw(tx, place.id, { reason, by: actor.id, at: now });
    if (!withdrawn) throw new AppError('PLACE_NOT_WITHDRAWABLE');
    await recordAudit(tx, {
      applicationId,
      actor,
      action: 'WITHDRAWAL',
      before: { state: place.state },
      after: { state: withdrawn.state, reason },
    });
    await mailPlaces(context, tx, [withdrawn.id], (row) => buildWithdrawalMail({ ...row, contact: programme }));
    await passOn(context, withdrawn, actor, now, tx);
    return { application, withdrawn };
  });
  // A withdrawn place leaves the public results.
  context.pageChanges.changed();
  void outbox.deliver();
  return { ...toApplication(application, locale), acceptance: toAcceptance(withdrawn) };
}
