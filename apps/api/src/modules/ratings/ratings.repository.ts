import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, ratings, users } from '../../db/schema/index.ts';
import { defineListSpec, listFields, type ParsedList } from '../../lib/list-query.ts';

export type RatingRow = typeof ratings.$inferSelect;
export type SessionRatingRow = RatingRow & { applicantName: string | null };

export const sessionRatingListSpec = defineListSpec({
  fields: listFields(ratings, ['stars', 'created', 'modified']),
  defaultSort: [desc(ratings.modified), desc(ratings.id)],
});

/** The applicants' ratings of the portal, one per application. */
export const ratingsRepository = {
  async findOfApplication(conn: Conn, applicationId: number): Promise<RatingRow | undefined> {
    const [row] = await conn.select().from(ratings).where(eq(ratings.applicationId, applicationId));
    return row;
  },

  /** One rating per application: a new one takes the place of the old (the unique key settles two at once). */
  async replace(
    conn: Conn,
    applicationId: number,
    values: { stars: number; suggestion: string | null; content: string | null },
  ): Promise<RatingRow> {
    const [row] = await conn
      .insert(ratings)
      .values({ applicationId, ...values })
      .onConflictDoUpdate({ target: ratings.applicationId, set: { ...values, modified: sql`now()` } })
      .returning();
    return row!;
  },

  async removeOfApplication(conn: Conn, applicationId: number): Promise<void> {
    await conn.delete(ratings).where(eq(ratings.applicationId, applicationId));
  },

  /** A page of a session's ratings with the applicant's name (null once their account is deleted). */
  async listOfSession(conn: Conn, sessionId: number, list: ParsedList) {
    const where = and(eq(applications.sessionId, sessionId), list.where);
    const rows: SessionRatingRow[] = await conn
      .select({
        id: ratings.id,
        applicationId: ratings.applicationId,
        stars: ratings.stars,
        suggestion: ratings.suggestion,
        content: ratings.content,
        created: ratings.created,
        modified: ratings.modified,
        applicantName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(ratings)
      .innerJoin(applications, eq(applications.id, ratings.applicationId))
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset);
    const [total] = await conn
      .select({ value: count() })
      .from(ratings)
      .innerJoin(applications, eq(applications.id, ratings.applicationId))
      .where(where);
    return { rows, total: total?.value ?? 0 };
  },
};
