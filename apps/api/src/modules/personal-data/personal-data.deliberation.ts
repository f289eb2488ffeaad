import type { ApplicationStatus, SessionStatus } from '@portal/shared/enums';
import { applications, sessions } from '../../db/schema/index.ts';
import { decisionPublished } from '../applications/public.ts';
import { deliberationColumns, type ExportedTable } from './personal-data.repository.ts';

type Row = Record<string, unknown>;

/** The rows read for each file of the archive. */
export type ReadTables = Map<ExportedTable, Row[]>;

const rowsOf = (read: ReadTables, table: unknown) =>
  [...read].find(([exported]) => exported.table === table)?.[1] ?? [];

/** The person's applications whose decisions they may not read yet (their session's state, as `sessions.json` has it). */
export function unpublishedApplications(read: ReadTables): Set<number> {
  const sessionStatus = new Map(rowsOf(read, sessions).map((row) => [row.id, row.status as SessionStatus]));
  const held = rowsOf(read, applications).filter(
    (row) =>
      !decisionPublished(
        { status: row.status as ApplicationStatus, resubmissionAllowed: row.resubmissionAllowed as boolean },
        sessionStatus.get(row.sessionId) ?? 'NEW',
      ),
  );
  return new Set(held.map((row) => row.id as number));
}

/**
 * The rows of a file as the person may read them now: an unpublished application without the committee's work on it
 * (its columns gone, named in `withheldUntilPublished`), and no row of its deliberation.
 */
export function heldBack(exported: ExportedTable, rows: Row[], unpublished: Set<number>): Row[] {
  if (exported.table === applications)
    return rows.map((row) =>
      unpublished.has(row.id as number)
        ? {
            ...Object.fromEntries(Object.entries(row).filter(([key]) => !deliberationColumns.includes(key))),
            withheldUntilPublished: deliberationColumns,
          }
        : row,
    );
  if (exported.deliberation) return rows.filter((row) => !unpublished.has(row.applicationId as number));
  return rows;
}
