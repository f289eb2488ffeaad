import type { ReadKind } from '@portal/shared/enums';
import { and, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { applicationReads, applications, evaluationConflicts, users } from '../../db/schema/index.ts';

export type ReadRow = typeof applicationReads.$inferSelect;

/** A reader's second read of the same thing within these minutes is the read already logged (a reload, a refresh). */
export const SAME_READ_MINUTES = 10;

/**
 * A staff member's read, as the lookup that finds the object describes it: the rows it reads (`from`, `where`), and
 * which of their columns name the application, its owner and, for a file, the document.
 */
export type ObjectRead = {
  readerId: number;
  what: ReadKind;
  from: SQL;
  where: SQL;
  applicationId: AnyPgColumn;
  ownerId: AnyPgColumn;
  documentId?: AnyPgColumn;
};

const insertedColumns = sql.join(
  [
    applicationReads.applicationId,
    applicationReads.readerId,
    applicationReads.readerName,
    applicationReads.readerRole,
    applicationReads.what,
    applicationReads.documentId,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * The step that appends a read to the log, for a lookup to put in front of its own query (`conn.with(step)…`): a
 * data-modifying CTE, so the read costs no round trip of its own and is written, and flushed, before the answer
 * that shows the object. The row is written only when the reader may read the object, as lib/access.ts decides
 * it for a staff member: staff, not the object's owner, not an evaluator who declared a conflict of interest with
 * its application (`readable`, the same condition for the lookup's own query; test/reads/reads-log.test.ts holds
 * both to the access check's answer). The reader's name and role are copied as they are now. The same reader
 * reading the same thing again within `SAME_READ_MINUTES` adds no line.
 */
export function readLogged(conn: Conn, read: ObjectRead) {
  const document = read.documentId ?? sql`null::integer`;
  const ofReader = (table: typeof evaluationConflicts | typeof applicationReads, reader: AnyPgColumn) =>
    and(eq(table.applicationId, read.applicationId), eq(reader, users.id));
  const conflicted = sql`exists (select 1 from ${evaluationConflicts}
    where ${ofReader(evaluationConflicts, evaluationConflicts.evaluatorId)})`;
  const mayRead = and(
    eq(users.id, read.readerId),
    inArray(users.role, ['ADMIN', 'EVALUATOR']),
    sql`${read.ownerId} is distinct from ${users.id}`,
    or(eq(users.role, 'ADMIN'), sql`not ${conflicted}`),
  );
  const loggedJustNow = sql`exists (select 1 from ${applicationReads}
    where ${ofReader(applicationReads, applicationReads.readerId)} and ${eq(applicationReads.what, read.what)}
      and ${applicationReads.documentId} is not distinct from ${document}
      and ${gt(applicationReads.at, sql.raw(`now() - interval '${SAME_READ_MINUTES} minutes'`))})`;
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const step = conn.$with('read_logged', { id: sql<number>`id` }).as(
    sql`insert into ${applicationReads} (${insertedColumns})
      select ${read.applicationId}, ${users.id}, ${name}, ${users.role}, ${read.what}::read_kind, ${document}
      from ${read.from} join ${users} on ${mayRead}
      where ${read.where} and not ${loggedJustNow}
      returning ${sql.identifier('id')}`,
  );
  /** Whether the reader may read the object, for the lookup's query, which names the same columns. */
  const readable = sql<boolean>`exists (select 1 from ${users} where ${mayRead})`;
  return { step, readable };
}

/** The applications' reads log: appended by the lookups (`readLogged`), read per application, gone with it. */
export const readsRepository = {
  /** An application's reads, newest first. */
  ofApplication(conn: Conn, applicationId: number): Promise<ReadRow[]> {
    return conn
      .select()
      .from(applicationReads)
      .where(eq(applicationReads.applicationId, applicationId))
      .orderBy(desc(applicationReads.at), desc(applicationReads.id));
  },

  async countOfApplication(conn: Conn, applicationId: number): Promise<number> {
    return conn.$count(applicationReads, eq(applicationReads.applicationId, applicationId));
  },

  /** The reads of an application that goes (cancelled by its applicant). */
  async removeOfApplication(conn: Conn, applicationId: number): Promise<void> {
    await conn.delete(applicationReads).where(eq(applicationReads.applicationId, applicationId));
  },

  /** The reads of a person's applications, when their account goes (the applications stay, without them). */
  async removeOfUser(conn: Conn, userId: number): Promise<void> {
    const theirs = conn.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
    await conn.delete(applicationReads).where(inArray(applicationReads.applicationId, theirs));
  },
};
