import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { families, familyMembers, highSchoolResumes } from '../../db/schema/index.ts';
import { type ApplicationRow, applicationsRepository as applications } from './applications.repository.ts';

/** What a copy leaves behind: the row's own identity, its owner, its version and its dates. */
function copied<Row extends { id: number; version: number; created: Date; modified: Date }>(row: Row) {
  const { id: _id, version: _version, created: _created, modified: _modified, ...values } = row;
  return values;
}

/** Queries of renewing: the chain of funded years, and the parts a renewal starts from. */
export const renewalRepository = {
  /**
   * How many consecutive funded years end with this application: itself, then the approved applications it
   * renews, one by one (a chain is at most a few years long).
   */
  async fundedYears(conn: Conn, row: ApplicationRow): Promise<number> {
    let years = 0;
    let current: ApplicationRow | undefined = row;
    const seen = new Set<number>();
    while (current && current.status === 'APPROVED' && !seen.has(current.id)) {
      seen.add(current.id);
      years += 1;
      current = current.renewedFromId == null ? undefined : await applications.find(conn, current.renewedFromId);
    }
    return years;
  },

  /** The high-school resume does not change from one year to the next: the renewal gets a copy. */
  async copyHighSchoolResume(conn: Conn, fromId: number, toId: number): Promise<void> {
    const [resume] = await conn.select().from(highSchoolResumes).where(eq(highSchoolResumes.applicationId, fromId));
    if (!resume) return;
    await conn.insert(highSchoolResumes).values({ ...copied(resume), applicationId: toId });
  },

  /** The household and its members as last declared, for the holder to check and correct. */
  async copyFamily(conn: Conn, fromId: number, toId: number): Promise<void> {
    const [family] = await conn.select().from(families).where(eq(families.applicationId, fromId));
    if (!family) return;
    const [copy] = await conn
      .insert(families)
      .values({ ...copied(family), applicationId: toId })
      .returning({ id: families.id });
    const members = await conn.select().from(familyMembers).where(eq(familyMembers.familyId, family.id));
    if (members.length)
      await conn.insert(familyMembers).values(members.map((member) => ({ ...copied(member), familyId: copy!.id })));
  },
};
