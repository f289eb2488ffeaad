import type { SessionStatus } from '@portal/shared/enums';
import type { ListQuery, Page } from '@portal/shared/paging';
import {
  type CurrentSession,
  canChangeStatus,
  isCurrentStatus,
  isOngoing,
  type Session,
  type SessionInput,
  type SessionPatch,
  sessionPhase,
} from '@portal/shared/sessions';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import type { NewSessionRow, SessionRow } from './sessions.repository.ts';
import * as repository from './sessions.repository.ts';

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

/** The partial unique index refused a second OPEN/SUSPENDED session (a race the first check did not see). */
function isCurrentIndexViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'sessions_one_current_key')) return true;
  }
  return false;
}

/**
 * Hook for the applying work: deleting a session that has applications will be refused (409 IN_USE).
 * The applications table does not exist yet, so there is nothing to count.
 */
async function assertNoApplications(_tx: Tx, _sessionId: number): Promise<void> {}

export function createSessionsService(db: Db) {
  async function load(handle: Db | Tx, id: number, lock = false): Promise<SessionRow> {
    const row = await repository.findSession(handle, id, { lock });
    if (!row) throw notFound('session');
    return row;
  }

  function checkDates(row: SessionRow): void {
    if (row.startDate.getTime() < row.endDate.getTime()) return;
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [
        { field: 'startDate', key: 'validation.startBeforeEnd' },
        { field: 'endDate', key: 'validation.endAfterStart' },
      ],
    });
  }

  return {
    async list(query: ListQuery): Promise<Page<Session>> {
      const list = parseListQuery(query, repository.sessionListSpec);
      const { rows, total } = await repository.listSessions(db, list);
      return toPage(rows.map(toSession), total, list);
    },

    async get(id: number): Promise<Session> {
      return toSession(await load(db, id));
    },

    async current(now = new Date()): Promise<CurrentSession> {
      const row = await repository.findCurrentSession(db);
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
      return toSession(await repository.insertSession(db, { ...(toRow(input) as NewSessionRow), status: 'NEW' }));
    },

    /** PUT and PATCH: PUT passes every field; the date order is checked on the merged result. */
    async update(id: number, input: SessionPatch): Promise<Session> {
      return db.transaction(async (tx) => {
        const existing = await load(tx, id, true);
        const values = toRow(input);
        // An empty PATCH changes nothing and answers the session as it is.
        if (Object.keys(values).length === 0) return toSession(existing);
        checkDates({ ...existing, ...values } as SessionRow);
        return toSession(await repository.updateSession(tx, id, values));
      });
    },

    async changeStatus(id: number, status: SessionStatus): Promise<Session> {
      try {
        return await db.transaction(async (tx) => {
          const existing = await load(tx, id, true);
          if (!canChangeStatus(existing.status, status)) {
            throw new AppError('CONFLICT', {
              key: 'sessions.statusChangeRefused',
              params: { from: existing.status, to: status },
            });
          }
          if (isCurrentStatus(status)) {
            const current = await repository.findCurrentSession(tx);
            if (current && current.id !== id) throw anotherCurrent(current.name);
          }
          return toSession(await repository.updateSession(tx, id, { status }));
        });
      } catch (error) {
        if (isCurrentIndexViolation(error)) {
          const current = await repository.findCurrentSession(db);
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
        await assertNoApplications(tx, id);
        await repository.deleteSession(tx, id);
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
