import { and, count, eq, exists, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, families, familyMembers, studentProfiles } from '../../db/schema/index.ts';

/** The figures of a session's candidates, counted in the database. */
export const statisticsRepository = {
  /** The applicant's handicap as their profile says now, or as last declared. */
  async figures(conn: Conn, sessionId: number) {
    const [row] = await conn
      .select({
        total: count(),
        fresh: count(sql`case when ${applications.type} = 'NEW' then 1 end`),
        old: count(sql`case when ${applications.type} = 'OLD' then 1 end`),
        oldEnding: count(sql`case when ${applications.type} = 'OLD_ENDING' then 1 end`),
        eligible: count(sql`case when ${applications.eligible} then 1 end`),
        preselected: count(sql`case when ${applications.preselected} then 1 end`),
        interviewed: count(sql`case when ${applications.interviewState} = 'HELD' then 1 end`),
        selfHandicap: count(
          sql`case when coalesce(${studentProfiles.hasDisability}, ${applications.selfHandicap}) then 1 end`,
        ),
      })
      .from(applications)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.userId))
      .where(eq(applications.sessionId, sessionId));
    return row!;
  },

  /** How many applications of a session have at least one family member with a handicap. */
  async withHandicappedFamilyMember(conn: Conn, sessionId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(applications)
      .innerJoin(families, eq(families.applicationId, applications.id))
      .where(
        and(
          eq(applications.sessionId, sessionId),
          exists(
            conn
              .select({ one: sql`1` })
              .from(familyMembers)
              .where(and(eq(familyMembers.familyId, families.id), eq(familyMembers.hasHandicap, true))),
          ),
        ),
      );
    return row?.value ?? 0;
  },
};
