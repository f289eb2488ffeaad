import type { SessionStatus } from '@portal/shared/enums';
import type { ListQuery, Page } from '@portal/shared/paging';
import {
  type CurrentSession,
  canChangeStatus,
  dateOrderProblems,
  datesInOrder,
  isCurrentStatus,
  isOngoing,
  publicationDateInOrder,
  publicationDateProblem,
  type Session,
  type SessionInput,
  type SessionPatch,
  sessionPhase,
} from '@portal/shared/sessions';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import {
  type NewSessionRow,
  type SessionRow,
  sessionListSpec,
  sessionsRepository as sessions,
} from './sessions.repository.ts';

export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    passScore: row.passScore,
    candidatesToSelect: row.candidatesToSelect,
    completionNotice: row.completionNotice,
    applicationGuidelines: row.applicationGuidelines,
    acceptanceDays: row.acceptanceDays,
    reminderDays: row.reminderDays,
    resultsHidden: row.resultsHidden,
    publicationDate: row.publicationDate,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    interviewWeight: row.interviewWeight,
    panelSize: row.panelSize,
    correctSeverity: row.correctSeverity,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}

function toRow(input: SessionPatch): Partial<NewSessionRow> {
  const { startDate, endDate, ...rest } = input;
  return {
    ...rest,
    ...(startDate !== undefined ? { startDate: new Date(startDate) } : {}),
    ...(endDate !== undefined ? { endDate: new Date(endDate) } : {}),
  };
}

const anotherCurrent = (name: string) => new AppError('CONFLICT', { key: 'sessions.anotherCurrent', params: { name } });

/** The partial unique index that keeps one session at most OPEN or SUSPENDED. */
const ONE_CURRENT_INDEX = 'sessions_one_current_key';

/**
 * The date order of a session as it will be stored (a PATCH is checked merged with what is there): start before end,
 * and the announced publication date not before the end.
 */
function checkDates(row: SessionRow): void {
  const problems = [
    ...(datesInOrder(row.startDate, row.endDate) ? [] : dateOrderProblems),
    ...(publicationDateInOrder(row.endDate, row.publicationDate) ? [] : [publicationDateProblem]),
  ];
  if (problems.length) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
}

/**
 * What closing a session publishes: the applicants' decisions, each mailed once. Given by the module that takes the
 * decisions (approbation), so sessions know nothing of applications.
 */
export type DecisionNotices = {
  /**
   * In the transaction that closes the session: marks the applications whose decision is still to be mailed, writes
   * their mails to the outbox, and answers them.
   */
  markSession(conn: Conn, sessionId: number): Promise<number[]>;
  /** Once that transaction has committed: sends the mails. */
  send(ids: number[]): void;
};

/**
 * What else publication starts: the approved applicants' deadlines to accept their places. Given by the acceptance
 * module, which sits above sessions.
 */
export type PublicationHooks = {
  /** In the transaction that closes the session, once its publication time is written. */
  opened(conn: Conn, session: SessionRow): Promise<void>;
  /** Once that transaction has committed. */
  committed(sessionId: number): void;
};

/**
 * Recomputes a session's final scores and ranks in the transaction that changed what they rest on (the interview's
 * weight, the choice of the corrected panel score). Given by the selection module, which sits above sessions.
 */
export type SelectionScores = (conn: Conn, sessionId: number) => Promise<void>;

/** The session's fields the selection's figures rest on: a closed session's no longer change. */
const selectionSettings = ['interviewWeight', 'panelSize', 'correctSeverity'] as const;

/**
 * Sessions: the yearly calls for applications, their states, and the one that is current. `decisionNotices` mails
 * the applicants their decisions when a session closes; `selectionScores` recomputes the final scores when their
 * weighting changes. The public pages show the current session, the published results and the count of closed
 * sessions: each change is told to them.
 */
export function createSessionsService({
  db,
  pageChanges,
  decisionNotices,
  publication,
  selectionScores,
}: Pick<AppContext, 'db' | 'pageChanges'> & {
  decisionNotices: DecisionNotices;
  publication?: PublicationHooks;
  selectionScores?: SelectionScores;
}) {
  async function load(conn: Conn, id: number, lock = false): Promise<SessionRow> {
    const row = await sessions.find(conn, id, { lock });
    if (!row) throw notFound('session');
    return row;
  }

  return {
    async list(query: ListQuery): Promise<Page<Session>> {
      const list = parseListQuery(query, sessionListSpec);
      const { rows, total } = await sessions.list(db, list);
      return toPage(rows.map(toSession), total, list);
    },

    async get(id: number): Promise<Session> {
      return toSession(await load(db, id));
    },

    async current(now = new Date()): Promise<CurrentSession> {
      const row = await sessions.findCurrent(db);
      if (!row) return null;
      const session = toSession(row);
      return {
        ...session,
        phase: sessionPhase(row, now) ?? 'SUSPENDED',
        ongoing: isOngoing(row, now),
        now: now.toISOString(),
      };
    },

    async create(input: SessionInput): Promise<Session> {
      const created = await sessions.insert(db, { ...(toRow(input) as NewSessionRow), status: 'NEW' });
      pageChanges.changed();
      return toSession(created);
    },

    /** PUT and PATCH: PUT passes every field; the date order is checked on the merged result. */
    async update(id: number, input: SessionPatch): Promise<Session> {
      const session = await db.transaction(async (tx) => {
        const existing = await load(tx, id, true);
        const values = toRow(input);
        // An empty PATCH changes nothing and answers the session as it is.
        if (Object.keys(values).length === 0) return toSession(existing);
        checkDates({ ...existing, ...values } as SessionRow);
        const changed = selectionSettings.filter((key) => values[key] !== undefined && values[key] !== existing[key]);
        // The final ranking of a closed session is the published one: its weighting stays as it was.
        if (changed.length > 0 && existing.status === 'CLOSED') throw new AppError('SESSION_CLOSED');
        const updated = await sessions.update(tx, id, values);
        if (changed.some((key) => key !== 'panelSize')) await selectionScores?.(tx, id);
        return toSession(updated);
      });
      pageChanges.changed();
      return session;
    },

    async changeStatus(id: number, status: SessionStatus): Promise<Session> {
      let toMail: number[] = [];
      try {
        const changed = await db.transaction(async (tx) => {
          const existing = await load(tx, id, true);
          if (!canChangeStatus(existing.status, status)) {
            throw new AppError('CONFLICT', {
              key: 'sessions.statusChangeRefused',
              params: { from: existing.status, to: status },
            });
          }
          if (isCurrentStatus(status)) {
            const current = await sessions.findCurrent(tx);
            if (current && current.id !== id) throw anotherCurrent(current.name);
          }
          const closing = status === 'CLOSED';
          const updated = await sessions.update(tx, id, closing ? { status, publishedAt: new Date() } : { status });
          // Closing publishes the decisions: each applicant is mailed theirs, once, and the places wait for answers.
          if (closing) {
            toMail = await decisionNotices.markSession(tx, id);
            await publication?.opened(tx, updated);
          }
          return toSession(updated);
        });
        pageChanges.changed();
        decisionNotices.send(toMail);
        if (status === 'CLOSED') publication?.committed(id);
        return changed;
      } catch (error) {
        if (isUniqueViolation(error, ONE_CURRENT_INDEX)) {
          const current = await sessions.findCurrent(db);
          throw anotherCurrent(current?.name ?? '');
        }
        throw error;
      }
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await load(tx, id, true);
        if (isCurrentStatus(existing.status)) {
          throw new AppError('CONFLICT', {
            key: 'sessions.currentCannotBeDeleted',
            params: { status: existing.status },
          });
        }
        // A session with applications is kept: they are the record of who applied and what was decided (the
        // applications' foreign key refuses the deletion).
        await sessions.remove(tx, id).catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? new AppError('IN_USE', { key: 'sessions.hasApplications' }) : error;
        });
      });
      pageChanges.changed();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
