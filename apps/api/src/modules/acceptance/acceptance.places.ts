import { type AcceptanceRun, acceptanceDeadline } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import type { Mail } from '../../lib/mailer.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { applicationsRepository as applications } from '../applications/public.ts';
import { recordAudit } from '../review/public.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import { buildOfferMail } from './acceptance.mail.ts';
import { type AcceptanceRow, acceptanceRepository as places } from './acceptance.repository.ts';

/**
 * The steps the places' use cases share (decision 575). A declined, expired or withdrawn place goes to the candidate
 * still waiting who stands best in the final ranking, who gets their own days, a mail and a line in the trail. Two
 * runs at once pass one place on once: the vacated place is locked, the candidate is taken with SKIP LOCKED, and
 * unique keys (one place per application, one successor per place) refuse what would slip through.
 */
type Mailing = Pick<AppContext, 'outbox' | 'config'>;
type PassingOn = Pick<AppContext, 'db' | 'outbox' | 'config' | 'pageChanges'>;

/** Writes the mails of these places to the outbox, in the transaction that causes them. */
export async function mailPlaces(
  { outbox, config }: Mailing,
  tx: Conn,
  ids: number[],
  build: (place: Parameters<typeof buildOfferMail>[0]) => Mail,
) {
  if (ids.length === 0) return;
  const rows = await places.placesWithPeople(tx, ids);
  await outbox.enqueue(
    tx,
    rows.map((row) => build({ ...row, publicUrl: config.publicUrl })),
  );
}

/** Offers a vacated place to the next in line, in the caller's transaction; the id of the place offered, or null. */
async function offerNext(context: Mailing, tx: Tx, vacated: AcceptanceRow, actor: CurrentUser | null, now: Date) {
  if (!(await places.lockVacated(tx, vacated.id))) return null;
  const session = await sessions.find(tx, vacated.sessionId);
  const candidate = await places.nextInLine(tx, vacated.sessionId);
  if (!session || !candidate) return null;
  await applications.update(tx, candidate.id, {
    status: 'APPROVED',
    rejectionReason: null,
    resubmissionAllowed: false,
    // The offer's mail tells the decision: the decision notices need not mail it again.
    decisionMailed: { status: 'APPROVED', reason: null },
  });
  const offered = await places.insert(tx, {
    applicationId: candidate.id,
    sessionId: vacated.sessionId,
    deadline: acceptanceDeadline(now, session.acceptanceDays),
    replacesId: vacated.id,
    created: now,
  });
  await mailPlaces(context, tx, [offered.id], buildOfferMail);
  await recordAudit(tx, {
    applicationId: candidate.id,
    actor,
    action: 'PROMOTION',
    before: { status: candidate.status },
    after: { status: 'APPROVED', after: vacated.applicationId, vacated: vacated.state },
  });
  return offered.id;
}

/**
 * Passes one vacated place on, in a transaction of its own (or a savepoint of `within`); the id of the place
 * offered, or null, the place then waiting for the next run.
 */
export async function passOn(
  context: PassingOn,
  vacated: AcceptanceRow,
  actor: CurrentUser | null,
  now: Date,
  within?: Tx,
) {
  try {
    return await (within ?? context.db).transaction((tx) => offerNext(context, tx, vacated, actor, now));
  } catch (error) {
    // Another run passed this place on, or offered this candidate a place, a moment before.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Expires the places past their deadline and passes each vacated place on: of one session, or of every session. */
export async function passOnVacated(
  context: PassingOn,
  sessionId: number | undefined,
  actor: CurrentUser | null,
  now: Date,
): Promise<AcceptanceRun> {
  const expired = await places.expire(context.db, now, sessionId);
  const offered: number[] = [];
  for (const vacated of await places.vacated(context.db, sessionId)) {
    const id = await passOn(context, vacated, actor, now);
    if (id !== null) offered.push(id);
  }
  // The public results show each place's state.
  if (expired.length || offered.length) context.pageChanges.changed();
  if (offered.length) void context.outbox.deliver();
  return { expired: expired.length, offered: offered.length };
}
