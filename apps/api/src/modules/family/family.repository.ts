import { count, desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { applications, families, familyMembers } from '../../db/schema/index.ts';
import type { ObjectKey } from '../../lib/access.ts';
import { copiedValues, type OwnedRow, ownedPartQueries, partRowQueries } from '../applications/public.ts';

export type FamilyRow = typeof families.$inferSelect;
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
/** A member as its access policy finds it: with its family's application and that application's owner. */
export type OwnedMember = OwnedRow<FamilyMemberRow> & { applicationId: number };

/** Queries of the families and their members; every write bumps the row's version, as other parts do. */
export const familiesRepository = {
  ...ownedPartQueries<FamilyRow>(families),

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

  /** The household and its members as last declared: a renewal starts from a copy, for the holder to correct. */
  async copyToApplication(conn: Conn, fromId: number, toId: number): Promise<void> {
    const [family] = await conn.select().from(families).where(eq(families.applicationId, fromId));
    if (!family) return;
    const [copy] = await conn
      .insert(families)
      .values({ ...copiedValues(family), applicationId: toId })
      .returning({ id: families.id });
    const members = await conn.select().from(familyMembers).where(eq(familyMembers.familyId, family.id));
    if (members.length)
      await conn
        .insert(familyMembers)
        .values(members.map((member) => ({ ...copiedValues(member), familyId: copy!.id })));
  },
};

export const familyMembersRepository = {
  ...partRowQueries<FamilyMemberRow>(familyMembers),

  /** The member with its family's application and that application's owner (the access policy's lookup). */
  async findOwned(conn: Conn, id: ObjectKey): Promise<OwnedMember | undefined> {
    const [row] = await conn
      .select({ member: familyMembers, applicationId: families.applicationId, userId: applications.userId })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .innerJoin(applications, eq(applications.id, families.applicationId))
      .where(eq(familyMembers.id, Number(id)));
    return row && { ...row.member, applicationId: row.applicationId, userId: row.userId };
  },

  async countOfFamily(conn: Conn, familyId: number): Promise<number> {
    const [row] = await conn.select({ value: count() }).from(familyMembers).where(eq(familyMembers.familyId, familyId));
    return row?.value ?? 0;
  },

  /** A family's members in the order they were added. */
  async listOfFamily(conn: Conn, familyId: number): Promise<FamilyMemberRow[]> {
    return conn.select().from(familyMembers).where(eq(familyMembers.familyId, familyId)).orderBy(familyMembers.id);
  },
};
