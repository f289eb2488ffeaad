import { and, asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  applications,
  type extraActivities,
  type families,
  type familyMembers,
  type financings,
  type highSchoolResumes,
  type schoolResults,
} from '../../db/schema/index.ts';
import type { ObjectKey, Owned } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

export type Values = Record<string, unknown>;

/** The tables of an application's parts: every row has its id and a version. */
export type PartTable =
  | typeof schoolResults
  | typeof highSchoolResumes
  | typeof financings
  | typeof extraActivities
  | typeof families
  | typeof familyMembers;

/** The queries every part of an application answers by its own id, whether an application has one or many. */
export type PartRowQueries<Row> = {
  find(conn: Conn, id: number, options?: { lock?: boolean }): Promise<Row | undefined>;
  insert(conn: Conn, values: Values): Promise<Row>;
  /**
   * Every change bumps the version, so a write made on an older copy is recognised as stale: with `version`, only a
   * row still at that version changes. Undefined when no row changed (see `saveVersioned`).
   */
  update(conn: Conn, id: number, values: Values, version?: number): Promise<Row | undefined>;
  /** Whether there was such a row to delete. */
  remove(conn: Conn, id: number): Promise<boolean>;
};

export function partRowQueries<Row>(table: PartTable): PartRowQueries<Row> {
  // The tables share the columns these queries touch: typed as one of them, the queries serve all.
  const t = table as typeof schoolResults;
  return {
    async find(conn, id, options = {}) {
      const query = conn.select().from(t).where(eq(t.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row as Row | undefined;
    },
    async insert(conn, values) {
      const [row] = await conn
        .insert(t)
        .values(values as typeof t.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(conn, id, values, version) {
      const [row] = await conn
        .update(t)
        .set({ ...values, version: sql`${t.version} + 1` })
        .where(and(eq(t.id, id), version === undefined ? undefined : eq(t.version, version)))
        .returning();
      return row as Row | undefined;
    },
    async remove(conn, id) {
      const rows = await conn.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length > 0;
    },
  };
}

/** A row's values for a copy (a renewal starts from last year's parts): without its identity, version and dates. */
export function copiedValues<Row extends { id: number; version: number; created: Date; modified: Date }>(row: Row) {
  const { id: _id, version: _version, created: _created, modified: _modified, ...values } = row;
  return values;
}

/**
 * A part as the API answers it: its columns, the last change as an ISO string; the owner a policy's lookup added is
 * not part of it.
 */
export function partAnswer<Row extends { created: Date; modified: Date }>(row: Row) {
  const { created: _created, modified, userId: _userId, ...rest } = row as Row & { userId?: unknown };
  return { ...rest, modified: modified.toISOString() } as Omit<Row, 'created' | 'modified' | 'userId'> & {
    modified: string;
  };
}

/** A part with the owner of its application, as the access policies find it. */
export type OwnedRow<Row> = Row & Owned;

/** The queries of a part the access policies look up: its rows', and the part with its application's owner. */
export type OwnedPartQueries<Row> = PartRowQueries<Row> & {
  /** The part by its id, with the owner of its application: the lookup of the part's access policies. */
  findOwned(conn: Conn, id: ObjectKey): Promise<OwnedRow<Row> | undefined>;
  /** The part of an application, for a part it has at most one of. */
  findOfApplication(conn: Conn, applicationId: number): Promise<Row | undefined>;
  /** The parts of an application, oldest first, for a part it has any number of. */
  listOfApplication(conn: Conn, applicationId: number): Promise<Row[]>;
};

export function ownedPartQueries<Row>(table: Exclude<PartTable, typeof familyMembers>): OwnedPartQueries<Row> {
  const t = table as typeof schoolResults;
  return {
    ...partRowQueries<Row>(table),
    async findOwned(conn, id) {
      const [row] = await conn
        .select({ part: t, userId: applications.userId })
        .from(t)
        .innerJoin(applications, eq(applications.id, t.applicationId))
        .where(eq(t.id, Number(id)));
      return row && { ...(row.part as Row), userId: row.userId };
    },
    async findOfApplication(conn, applicationId) {
      const [row] = await conn.select().from(t).where(eq(t.applicationId, applicationId)).limit(1);
      return row as Row | undefined;
    },
    async listOfApplication(conn, applicationId) {
      const rows = await conn.select().from(t).where(eq(t.applicationId, applicationId)).orderBy(asc(t.id));
      return rows as Row[];
    },
  };
}

/** Deletes a part found before its application was locked: gone meanwhile, it is not found. */
export async function removeFound(
  conn: Conn,
  queries: Pick<PartRowQueries<unknown>, 'remove'>,
  resource: string,
  id: number,
) {
  if (!(await queries.remove(conn, id))) throw notFound(resource);
}

/**
 * Writes a change made on the copy at `version` (none: whatever is there): a row changed since is refused as stale
 * (409), a row deleted since is not found.
 */
export async function saveVersioned<Row>(
  conn: Conn,
  queries: Pick<PartRowQueries<Row>, 'find' | 'update'>,
  resource: string,
  change: { id: number; values: Values; version?: number },
): Promise<Row> {
  const row = await queries.update(conn, change.id, change.values, change.version);
  if (row) return row;
  throw (await queries.find(conn, change.id)) ? new AppError('STALE_WRITE') : notFound(resource);
}
