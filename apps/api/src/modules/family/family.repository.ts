import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { rowById } from '../../db/queries.ts';
import { applications, families, familyMembers } from '../../db/schema/index.ts';

export type FamilyRow = typeof families.$inferSelect;
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
type FamilyValues = Partial<typeof families.$inferInsert>;
type MemberValues = Partial<typeof familyMembers.$inferInsert>;

/** Queries of the families and their members; every write bumps the row's version, as other parts do. */
export const familiesRepository = {
  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, families, id, options),

  async findOfApplication(conn: Conn, applicationId: number): Promise<FamilyRow | undefined> {
    const [row] = await conn.select().from(families).where(eq(families.applicationId, applicationId));
    return row;
  },

  /** A user's families, newest first. */
  async listOfUser(conn: Conn, userId: number): Promise<FamilyRow[]> {
    const rows = await conn
      .select({ family: families })
      .from(families)
      .innerJoin(applications, eq(applications.id, families.applicationId))
      .where(eq(applications.userId, userId))
      .orderBy(desc(families.id));
    return rows.map((row) => row.family);
  },

  async insert(conn: Conn, values: FamilyValues & { applicationId: number }): Promise<FamilyRow> {
    const [row] = await conn.insert(families).values(values).returning();
    return row!;
  },

  async update(conn: Conn, id: number, values: FamilyValues): Promise<FamilyRow> {
    const [row] = await conn
      .update(families)
      .set({ ...values, version: sql`${families.version} + 1` })
      .where(eq(families.id, id))
      .returning();
    return row!;
  },

  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(families).where(eq(families.id, id));
  },

  /** Whose family this is: the owner of its application (access policies). */
  async ownerOf(conn: Conn, id: number | string): Promise<number | undefined> {
    const [row] = await conn
      .select({ userId: applications.userId })
      .from(families)
      .innerJoin(applications, eq(applications.id, families.applicationId))
      .where(eq(families.id, Number(id)));
    return row?.userId ?? undefined;
  },

  /** How many applications of a session have at least one family member with a handicap. */
  async countWithHandicappedMember(conn: Conn, sessionId: number): Promise<number> {
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

export const familyMembersRepository = {
  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, familyMembers, id, options),

  async countOfFamily(conn: Conn, familyId: number): Promise<number> {
    const [row] = await conn.select({ value: count() }).from(familyMembers).where(eq(familyMembers.familyId, familyId));
    return row?.value ?? 0;
  },

  /** A family's members in the order they were added. */
  async listOfFamily(conn: Conn, familyId: number): Promise<FamilyMemberRow[]> {
    return conn.select().from(familyMembers).where(eq(familyMembers.familyId, familyId)).orderBy(familyMembers.id);
  },

  async insert(conn: Conn, values: MemberValues & { familyId: number }): Promise<FamilyMemberRow> {
    const [row] = await conn.insert(familyMembers).values(values).returning();
    return row!;
  },

  async update(conn: Conn, id: number, values: MemberValues): Promise<FamilyMemberRow> {
    const [row] = await conn
      .update(familyMembers)
      .set({ ...values, version: sql`${familyMembers.version} + 1` })
      .where(eq(familyMembers.id, id))
      .returning();
    return row!;
  },

  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(familyMembers).where(eq(familyMembers.id, id));
  },

  /** Whose member this is: the owner of the application its family belongs to. */
  async ownerOf(conn: Conn, id: number | string): Promise<number | undefined> {
    const [row] = await conn
      .select({ userId: applications.userId })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .innerJoin(applications, eq(applications.id, families.applicationId))
      .where(eq(familyMembers.id, Number(id)));
    return row?.userId ?? undefined;
  },
};
