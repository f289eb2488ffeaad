import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { rowById } from '../../db/queries.ts';
import { applications, highSchoolResumes, schoolResults, sessions, studentProfiles } from '../../db/schema/index.ts';
import { type PartRowQueries, partRowQueries } from './part-rows.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;

/** Queries of the applications table; every write bumps the version a stale copy is told apart by. */
export const applicationsRepository = {
  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, applications, id, options),

  /** Whose application this is (access policies); undefined for none, or one whose account was deleted. */
  async ownerOf(conn: Conn, id: number | string): Promise<number | undefined> {
    const [row] = await conn
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.id, Number(id)));
    return row?.userId ?? undefined;
  },

  async findOfUserInSession(conn: Conn, userId: number, sessionId: number): Promise<ApplicationRow | undefined> {
    const [row] = await conn
      .select()
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.sessionId, sessionId)));
    return row;
  },

  /** A student's applications, newest session first. */
  async listOfUser(conn: Conn, userId: number): Promise<ApplicationRow[]> {
    return conn
      .select({ application: applications })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(eq(applications.userId, userId))
      .orderBy(desc(sessions.startDate), desc(applications.id))
      .then((rows) => rows.map((row) => row.application));
  },

  async insert(conn: Conn, values: NewApplicationRow): Promise<ApplicationRow> {
    const [row] = await conn.insert(applications).values(values).returning();
    return row!;
  },

  async update(conn: Conn, id: number, values: Partial<NewApplicationRow>): Promise<ApplicationRow> {
    const [row] = await conn
      .update(applications)
      .set({ ...values, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, id))
      .returning();
    return row!;
  },

  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(applications).where(eq(applications.id, id));
  },

  async countInSession(conn: Conn, sessionId: number): Promise<number> {
    const [row] = await conn.select({ value: count() }).from(applications).where(eq(applications.sessionId, sessionId));
    return row?.value ?? 0;
  },

  /** How many applications name this school level (a reference row in use cannot be deleted). */
  async countWithSchoolLevel(conn: Conn, schoolLevelId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(applications)
      .where(eq(applications.schoolLevelId, schoolLevelId));
    return row?.value ?? 0;
  },

  /** How many high-school resumes name this bac type. */
  async countWithBacType(conn: Conn, bacTypeId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(highSchoolResumes)
      .where(eq(highSchoolResumes.bacTypeId, bacTypeId));
    return row?.value ?? 0;
  },

  /** The figures of one session: the applicant's handicap as their profile says now, or as last declared. */
  async statistics(conn: Conn, sessionId: number) {
    const [row] = await conn
      .select({
        total: count(),
        fresh: count(sql`case when ${applications.type} = 'NEW' then 1 end`),
        old: count(sql`case when ${applications.type} = 'OLD' then 1 end`),
        oldEnding: count(sql`case when ${applications.type} = 'OLD_ENDING' then 1 end`),
        eligible: count(sql`case when ${applications.eligible} then 1 end`),
        selfHandicap: count(
          sql`case when coalesce(${studentProfiles.hasDisability}, ${applications.selfHandicap}) then 1 end`,
        ),
      })
      .from(applications)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.userId))
      .where(eq(applications.sessionId, sessionId));
    return row!;
  },

  /** The session that started last before this one, to compare their figures. */
  async sessionBefore(conn: Conn, session: { id: number; startDate: Date }): Promise<{ id: number } | undefined> {
    const [row] = await conn
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(lt(sessions.startDate, session.startDate), ne(sessions.id, session.id)))
      .orderBy(desc(sessions.startDate))
      .limit(1);
    return row;
  },

  /** When an account is deleted: its applications stay for the statistics, without what the person wrote. */
  async forgetPerson(conn: Conn, userId: number, selfHandicap: boolean): Promise<void> {
    await conn
      .update(applications)
      .set({
        selfHandicap,
        motivation: null,
        nextYearWish: null,
        nextYearTown: null,
        version: sql`${applications.version} + 1`,
      })
      .where(eq(applications.userId, userId));
  },
};

export type SchoolResultRow = typeof schoolResults.$inferSelect;
export type HighSchoolResumeRow = typeof highSchoolResumes.$inferSelect;

/** The queries of a part an application has at most one of. */
export type PartRepository<Row> = PartRowQueries<Row> & {
  findOfApplication(conn: Conn, applicationId: number): Promise<Row | undefined>;
  listOfUser(conn: Conn, userId: number): Promise<Row[]>;
};

function partRepository<Row>(table: typeof schoolResults | typeof highSchoolResumes): PartRepository<Row> {
  const t = table as typeof schoolResults;
  return {
    ...partRowQueries<Row>(table),
    async findOfApplication(conn, applicationId) {
      const [row] = await conn.select().from(t).where(eq(t.applicationId, applicationId));
      return row as Row | undefined;
    },
    async listOfUser(conn, userId) {
      const rows = await conn
        .select({ part: t })
        .from(t)
        .innerJoin(applications, eq(applications.id, t.applicationId))
        .where(eq(applications.userId, userId))
        .orderBy(desc(t.id));
      return rows.map((row) => row.part as Row);
    },
  };
}

export const schoolResultsRepository = partRepository<SchoolResultRow>(schoolResults);
export const highSchoolResumesRepository = partRepository<HighSchoolResumeRow>(highSchoolResumes);
