import type { StudentProfileBody } from '@portal/shared/accounts';
import type { UserRole } from '@portal/shared/enums';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { handicaps, studentProfiles, users } from '../../db/schema/index.ts';
import type { ParsedList } from '../../lib/list-query.ts';

export type UserRow = typeof users.$inferSelect;
export type StudentRow = typeof studentProfiles.$inferSelect;
type Conn = Db | Tx;

/** SQL of users and their student profiles; no rules here. */
export const usersRepository = {
  /** `lock` holds the row until the transaction ends, so concurrent changes of one user run one after the other. */
  async byId(db: Conn, id: number, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
    const query = db.select().from(users).where(eq(users.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },
  async byLogin(db: Conn, login: string): Promise<UserRow | undefined> {
    const value = login.toLowerCase();
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
      .limit(1);
    return row;
  },
  async byEmail(db: Conn, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },
  async usernameTaken(db: Conn, username: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.username}) = ${username.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
      );
    return Boolean(row);
  },
  async emailTaken(db: Conn, email: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined));
    return Boolean(row);
  },
  async insert(db: Conn, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },
  async update(db: Conn, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
  /** Raises tokenVersion (ending every earlier token) together with other changes. */
  async updateAndRevoke(
    db: Conn,
    id: number,
    values: Partial<typeof users.$inferInsert> = {},
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
  async remove(db: Conn, id: number): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
  /** Locks the active administrators' rows, so two concurrent demotions cannot both pass the last-admin check. */
  async countActiveAdmins(db: Conn): Promise<number> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN' satisfies UserRole), eq(users.active, true)))
      .for('update');
    return rows.length;
  },
  async student(db: Conn, userId: number): Promise<StudentRow | undefined> {
    const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
    return row;
  },
  async students(db: Conn, userIds: number[]): Promise<StudentRow[]> {
    if (userIds.length === 0) return [];
    return db.select().from(studentProfiles).where(sql`${studentProfiles.userId} in ${userIds}`);
  },
  async upsertStudent(db: Conn, userId: number, values: StudentProfileBody): Promise<void> {
    await db
      .insert(studentProfiles)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...values, modified: new Date() } });
  },
  async handicapExists(db: Conn, id: number): Promise<boolean> {
    const [row] = await db.select({ id: handicaps.id }).from(handicaps).where(eq(handicaps.id, id));
    return Boolean(row);
  },
  async list(db: Conn, list: ParsedList): Promise<{ rows: UserRow[]; total: number }> {
    const rows = await db
      .select()
      .from(users)
      .where(list.where)
      .orderBy(...list.orderBy, asc(users.id))
      .limit(list.limit ?? 10_000)
      .offset(list.offset);
    const [total] = await db.select({ n: count() }).from(users).where(list.where);
    return { rows, total: Number(total?.n ?? 0) };
  },
};
