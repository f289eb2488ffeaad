import { count, desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, highSchoolResumes, schoolResults } from '../../db/schema/index.ts';
import { copiedValues, type OwnedPartQueries, ownedPartQueries } from '../applications/public.ts';

export type SchoolResultRow = typeof schoolResults.$inferSelect;
export type HighSchoolResumeRow = typeof highSchoolResumes.$inferSelect;

/** The queries of a part an application has at most one of. */
export type PartRepository<Row> = OwnedPartQueries<Row> & {
  listOfUser(conn: Conn, userId: number): Promise<Row[]>;
};

function partRepository<Row>(table: typeof schoolResults | typeof highSchoolResumes): PartRepository<Row> {
  const t = table as typeof schoolResults;
  return {
    ...ownedPartQueries<Row>(table),
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

export const highSchoolResumesRepository = {
  ...partRepository<HighSchoolResumeRow>(highSchoolResumes),

  /** How many high-school resumes name this bac type (a reference row in use cannot be deleted). */
  async countWithBacType(conn: Conn, bacTypeId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(highSchoolResumes)
      .where(eq(highSchoolResumes.bacTypeId, bacTypeId));
    return row?.value ?? 0;
  },

  /** The resume does not change from one year to the next: a renewal starts from a copy of it. */
  async copyToApplication(conn: Conn, fromId: number, toId: number): Promise<void> {
    const [resume] = await conn.select().from(highSchoolResumes).where(eq(highSchoolResumes.applicationId, fromId));
    if (!resume) return;
    await conn.insert(highSchoolResumes).values({ ...copiedValues(resume), applicationId: toId });
  },
};
