import { acceptanceDeadline } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import type { SessionRow } from '../sessions/public.ts';
import { buildOfferMail } from './acceptance.mail.ts';
import { mailPlaces } from './acceptance.places.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

/**
 * Publication offers each approved application of the session its place, in the transaction that closes it (lent
 * to the sessions module by the registry): the mail tells the approval with the deadline to answer, and goes once
 * that transaction has committed.
 */
export async function openPlaces(
  context: Pick<AppContext, 'outbox' | 'config'>,
  { tx, session }: { tx: Conn; session: SessionRow },
): Promise<void> {
  const from = session.publishedAt ?? new Date();
  const opened = await places.openApproved(tx, session.id, from, acceptanceDeadline(from, session.acceptanceDays));
  await mailPlaces(context, tx, opened, buildOfferMail);
}
