import {
  type Acceptance,
  type AcceptanceAnswer,
  type AcceptanceRun,
  acceptanceDeadline,
  acceptanceReminderDays,
  canAnswer,
  type Place,
  type PublicResultsSession,
} from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type ApplicationRow, applicationsRepository as applications } from '../applications/public.ts';
import { recordAudit } from '../review/public.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { buildOfferMail, buildReminderMail } from './acceptance.mail.ts';
import { type AcceptanceRow, acceptanceRepository as places } from './acceptance.repository.ts';

const day = 24 * 3600_000;
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
 * `acceptanceDays`; a declined or expired place goes to the best-ranked candidate still waiting, who gets their own
 * days, a mail and a line in the trail. Two runs at once pass one place on once: the vacated place is locked, the
 * candidate is taken with SKIP LOCKED, and unique keys (one place per application, one successor per place) refuse
 * what would slip through.
 */
export function createAcceptanceService({ db, mailQueue, config }: Pick<AppContext, 'db' | 'mailQueue' | 'config'>) {
  function mail(name: string, ids: number[], build: typeof buildOfferMail): void {
    if (ids.length === 0) return;
    mailQueue.defer(name, async () => {
      const rows = await places.placesWithPeople(db, ids);
      return rows.map((row) => build({ ...row, publicUrl: config.publicUrl }));
    });
  }

  /** Passes one vacated place on, in its own transaction; the id of the place offered, or null. */
  async function passOn(vacated: AcceptanceRow, actor: CurrentUser | null, now: Date): Promise<number | null> {
    try {
      return await db.transaction(async (tx) => {
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
        });
        await recordAudit(tx, {
          applicationId: candidate.id,
          actor,
          action: 'PROMOTION',
          before: { status: candidate.status },
          after: { status: 'APPROVED', after: vacated.applicationId, vacated: vacated.state },
        });
        return offered.id;
      });
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
    mail('places offered', offered, buildOfferMail);
    return { expired: expired.length, offered: offered.length };
  }

  /** Writes the reminder's mark of each place whose deadline is within three days, and mails the ones marked here. */
  async function remind(now: Date): Promise<number> {
    const due = await places.awaitingUntil(db, new Date(now.getTime() + acceptanceReminderDays * day), now);
    const marked = await places.mark(
      db,
      'acceptance-reminder',
      due.map((row) => row.id),
    );
    mail('acceptance reminders', marked, buildReminderMail);
    return marked.length;
  }

  return {
    /** Given to the sessions module: closing a session offers each approved application its place. */
    publication: {
      async opened(conn: Conn, session: SessionRow): Promise<void> {
        const from = session.publishedAt ?? new Date();
        await places.openApproved(conn, session.id, acceptanceDeadline(from, session.acceptanceDays));
      },
      committed(): void {},
    },

    /**
     * Given to the approbation module: an application approved once the session is closed gets its own days, from
     * now. Nothing happens before publication.
     */
    async decided(conn: Conn, application: ApplicationRow, now = new Date()): Promise<void> {
      if (application.status !== 'APPROVED') return;
      const session = await sessions.find(conn, application.sessionId);
      if (session?.status !== 'CLOSED') return;
      if (await places.ofApplication(conn, application.id)) return;
      await places.insert(conn, {
        applicationId: application.id,
        sessionId: session.id,
        deadline: acceptanceDeadline(now, session.acceptanceDays),
      });
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
