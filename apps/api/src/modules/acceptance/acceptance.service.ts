import {
  type Acceptance,
  type AcceptanceAnswer,
  type AcceptanceRun,
  acceptanceDeadline,
  acceptanceReminderDays,
  canAnswer,
  canWithdraw,
  type Place,
  type PublicResultsSession,
  type WithdrawalInput,
} from '@portal/shared/acceptance';
import type { ApplicationRead } from '@portal/shared/applications';
import type { Locale } from '@portal/shared/locales';
import type { PublicSettings } from '@portal/shared/programme';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Mail } from '../../lib/mailer.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type ApplicationRow, applicationsRepository as applications, toApplication } from '../applications/public.ts';
import { recordAudit } from '../review/public.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { buildOfferMail, buildReminderMail, buildWithdrawalMail } from './acceptance.mail.ts';
import { type AcceptanceRow, acceptanceRepository as places } from './acceptance.repository.ts';

const day = 24 * 3600_000;
/** A reminder never follows the offer it reminds of within this time (a place offered with few days left). */
const quietAfterOffer = day;
const closed = () => new AppError('ACCEPTANCE_CLOSED');

export const toAcceptance = (row: AcceptanceRow): Acceptance => ({
  state: row.state,
  deadline: row.deadline.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  withdrawalReason: row.withdrawalReason,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** "Jean Paul Mbarga" → "J. P. M.": what the public results show of a person. */
export function initialsOf(first: string | null, last: string | null): string {
  const letters = `${first ?? ''} ${last ?? ''}`
    .split(/[\s-]+/u)
    .filter(Boolean)
    .map((part) => `${[...part][0]!.toLocaleUpperCase()}.`);
  return letters.join(' ');
}

/**
 * The places of a closed session after publication: each approved applicant accepts or declines within the session's
 * `acceptanceDays`; a declined, expired or withdrawn place goes to the candidate still waiting who stands best in
 * the final ranking, who gets their own days, a mail and a line in the trail. Two runs at once pass one place on
 * once: the vacated place is locked, the candidate is taken with SKIP LOCKED, and unique keys (one place per
 * application, one successor per place) refuse what would slip through. `contact` is the programme's address, which a withdrawal's mail gives.
 */
export function createAcceptanceService({
  db,
  outbox,
  config,
  contact,
}: Pick<AppContext, 'db' | 'outbox' | 'config'> & { contact: () => Promise<Pick<PublicSettings, 'email' | 'phone'>> }) {
  /** Writes the mails of these places to the outbox, in the transaction that causes them. */
  async function mail(tx: Conn, ids: number[], build: (place: Parameters<typeof buildOfferMail>[0]) => Mail) {
    if (ids.length === 0) return;
    const rows = await places.placesWithPeople(tx, ids);
    await outbox.enqueue(
      tx,
      rows.map((row) => build({ ...row, publicUrl: config.publicUrl })),
    );
  }

  /** Offers a vacated place to the next in line, in the caller's transaction; the id of the place offered, or null. */
  async function offerNext(tx: Tx, vacated: AcceptanceRow, actor: CurrentUser | null, now: Date) {
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
    await mail(tx, [offered.id], buildOfferMail);
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
  async function passOn(vacated: AcceptanceRow, actor: CurrentUser | null, now: Date, within?: Tx) {
    try {
      return await (within ?? db).transaction((tx) => offerNext(tx, vacated, actor, now));
    } catch (error) {
      // Another run passed this place on, or offered this candidate a place, a moment before.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async function process(sessionId: number | undefined, actor: CurrentUser | null, now: Date): Promise<AcceptanceRun> {
    const expired = await places.expire(db, now, sessionId);
    const offered: number[] = [];
    for (const vacated of await places.vacated(db, sessionId)) {
      const id = await passOn(vacated, actor, now);
      if (id !== null) offered.push(id);
    }
    if (offered.length) void outbox.deliver();
    return { expired: expired.length, offered: offered.length };
  }

  /**
   * Writes the reminder's mark of each place whose deadline is within three days (and whose offer is a day old at
   * least), and its mail, in one transaction: a second run finds the mark.
   */
  async function remind(now: Date): Promise<number> {
    const until = new Date(now.getTime() + acceptanceReminderDays * day);
    const due = await places.awaitingUntil(db, until, now, new Date(now.getTime() - quietAfterOffer));
    const marked = await db.transaction(async (tx) => {
      const ids = await places.mark(
        tx,
        'acceptance-reminder',
        due.map((row) => row.id),
      );
      await mail(tx, ids, buildReminderMail);
      return ids;
    });
    if (marked.length) void outbox.deliver();
    return marked.length;
  }

  return {
    /**
     * Given to the sessions module: closing a session offers each approved application its place, whose mail tells
     * the approval with the deadline to answer.
     */
    publication: {
      async opened(conn: Conn, session: SessionRow): Promise<void> {
        const from = session.publishedAt ?? new Date();
        const opened = await places.openApproved(
          conn,
          session.id,
          from,
          acceptanceDeadline(from, session.acceptanceDays),
        );
        await mail(conn, opened, buildOfferMail);
      },
      committed(): void {
        void outbox.deliver();
      },
    },

    /**
     * The committee withdraws a place after publication (a decision no longer changes then): in one transaction the
     * place ends with its reason, the trail records it, and the place is offered to the next in line; then the
     * applicant is mailed why, and the next in line their offer. Only a place awaiting its answer or accepted.
     */
    async withdraw(
      actor: CurrentUser,
      applicationId: number,
      input: WithdrawalInput,
      locale?: Locale,
      now = new Date(),
    ): Promise<ApplicationRead> {
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
        await mail(tx, [withdrawn.id], (place) => buildWithdrawalMail({ ...place, contact: programme }));
        await passOn(withdrawn, actor, now, tx);
        return { application, withdrawn };
      });
      void outbox.deliver();
      return { ...toApplication(application, locale), acceptance: toAcceptance(withdrawn) };
    },

    /** The acceptance of each of these applications, for the applications' answers. */
    async of(conn: Conn, ids: number[]): Promise<Map<number, Acceptance>> {
      const rows = await places.ofApplications(conn, ids);
      return new Map(rows.map((row) => [row.applicationId, toAcceptance(row)]));
    },

    /** The applicant's answer, while the place awaits one and before its deadline. */
    async answer(application: ApplicationRow, input: AcceptanceAnswer, now = new Date()): Promise<Acceptance> {
      return db.transaction(async (tx) => {
        const place = await places.ofApplication(tx, application.id, { lock: true });
        if (!place || !canAnswer(place, now)) throw closed();
        const answered = await places.answer(tx, place.id, input.accept ? 'ACCEPTED' : 'DECLINED', now);
        if (!answered) throw closed();
        return toAcceptance(answered);
      });
    },

    /** Expires and passes on the places of one session now (the administrators' button). */
    async processSession(actor: CurrentUser, sessionId: number, now = new Date()): Promise<AcceptanceRun> {
      const session = await sessions.find(db, sessionId);
      if (!session) throw notFound('session');
      return process(sessionId, actor, now);
    },

    /** The periodic job: every session's expiries and free places, then the reminders. */
    async runDue(now = new Date()): Promise<AcceptanceRun & { reminded: number }> {
      const run = await process(undefined, null, now);
      return { ...run, reminded: await remind(now) };
    },

    /** A session's places for the committee, each with the place it was offered after. */
    async places(sessionId: number): Promise<Place[]> {
      if (!(await sessions.find(db, sessionId))) throw notFound('session');
      const rows = await places.chain(db, sessionId);
      return rows.map((row) => ({
        applicationId: row.acceptance.applicationId,
        name: fullName(row.firstName, row.lastName),
        rank: row.rank,
        ...toAcceptance(row.acceptance),
        after:
          row.beforeApplicationId !== null && row.beforeState !== null
            ? {
                applicationId: row.beforeApplicationId,
                name: fullName(row.beforeFirstName, row.beforeLastName),
                state: row.beforeState,
              }
            : null,
      }));
    },

    /** What the public results page lists: closed sessions not hidden, each place by number and initials. */
    async publicResults(): Promise<PublicResultsSession[]> {
      const sessionsWithRows = await places.publicResults(db);
      return sessionsWithRows.map(({ session, rows }) => ({
        id: session.id,
        name: session.name,
        year: session.year,
        publishedAt: session.publishedAt?.toISOString() ?? null,
        results: rows.map((row) => ({
          number: row.number,
          initials: initialsOf(row.firstName, row.lastName),
          state: row.state,
        })),
      }));
    },
  };
}
export type AcceptanceService = ReturnType<typeof createAcceptanceService>;
