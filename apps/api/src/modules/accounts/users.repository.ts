import { type StudentProfileBody, userListFields } from '@portal/shared/accounts';
import type { UserRole } from '@portal/shared/enums';
import { and, asc, count, desc, eq, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { preparedPage, preparedQuery, rowById } from '../../db/queries.ts';
import { handicaps, studentProfiles, users } from '../../db/schema/index.ts';
import { defineListSpec, listFields, type ParsedList } from '../../lib/list-query.ts';
import type { SignInState } from '../../lib/sign-in-state.ts';
import { currentTokenKeyId } from '../../lib/token-key.ts';
import { recoveryCodesLeft } from './two-factor.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type StudentRow = typeof studentProfiles.$inferSelect;
/** A user with what their account shows beside the row: the student profile (null if none), the recovery codes left. */
export type AccountRow = { user: UserRow; student: StudentRow | null; recoveryCodesLeft: number };

/** Whitelist of GET /users sort and filter fields (the ones the web's user list offers), and what search looks in. */
export const userListSpec = defineListSpec({
  fields: listFields(users, userListFields),
  defaultSort: [desc(users.created), asc(users.id)],
  searchColumns: [
    users.username,
    users.email,
    users.firstName,
    users.lastName,
    sql`${users.firstName} || ' ' || ${users.lastName}`,
  ],
});

/**
 * The columns of a user's sign-in state (lib/sign-in-state.ts), for the query every signed-in request runs and for
 * the queries that read it with their answer (routes declaring `signInInQuery`, plugins/auth.ts).
 */
export const signInStateColumns = {
  id: users.id,
  role: users.role,
  username: users.username,
  email: users.email,
  active: users.active,
  tokenVersion: users.tokenVersion,
  // The token key in force: a token of a replaced key (a breach drill) is refused by this same query.
  keyId: currentTokenKeyId,
};

/**
 * The reader's sign-in state as a subquery a read selects from, for a route declaring `signInInQuery` whose query
 * reads more than one table's rows: one row when the person exists, none otherwise. `state` names its fields as
 * `signInStateColumns` does, to select them from `row`.
 */
export function readerSignIn(conn: Conn, reader: number | Placeholder) {
  const row = conn
    .select({ ...signInStateColumns, keyId: currentTokenKeyId.as('key_id') })
    .from(users)
    .where(eq(users.id, reader))
    .as('reader');
  const state = Object.fromEntries(
    Object.keys(signInStateColumns).map((key) => [key, row[key as keyof typeof row]]),
  ) as unknown as typeof signInStateColumns;
  return { row, state };
}

const signInStateQuery = preparedQuery((conn) =>
  conn
    .select(signInStateColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_sign_in_state'),
);

const accountQuery = preparedQuery((conn) =>
  conn
    .select({ user: users, student: studentProfiles, recoveryCodesLeft, keyId: currentTokenKeyId })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_account'),
);

const pageWithStudentsQuery = preparedPage('users_page', (conn, list) =>
  conn
    .select({
      user: users,
      student: studentProfiles,
      recoveryCodesLeft,
      matching: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset),
);

/** A user as the list's summary shows them (`view=summary`), named as the answer names it. */
const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  role: users.role,
  active: users.active,
  accountVerified: users.accountVerified,
  created: users.created,
};
export type UserSummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

/**
 * A page of users' summaries with how many match and the reader's sign-in state, in one statement whatever the page
 * (a page past the end is one row holding the count and the state): the page's ids first, on the list's order,
 * then only those rows. Prepared once for each shape the list is asked in.
 */
const summaryPageQuery = preparedPage('users_summary_page', (conn, list, given: { reader: number | Placeholder }) => {
  // The reader's sign-in state, read by this statement too (a route declaring `signInInQuery`, plugins/auth.ts).
  const reader = readerSignIn(conn, given.reader);
  const total = conn
    .select({ value: sql<number>`count(*)::int`.as('matching') })
    .from(users)
    .where(list.where)
    .as('total');
  const page = conn
    .select({ id: sql<number>`${users.id}`.as('page_id') })
    .from(users)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset)
    .as('page');
  return conn
    .select({ signIn: reader.state, matching: total.value, ...summaryColumns })
    .from(reader.row)
    .leftJoin(total, sql`true`)
    .leftJoin(page, sql`true`)
    .leftJoin(users, eq(users.id, page.id))
    .orderBy(...list.orderBy);
});

/** SQL of users and their student profiles; no rules here. */
export const usersRepository = {
  /** `lock` holds the row until the transaction ends, so concurrent changes of one user run one after the other. */
  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, users, id, options),
  async byLogin(conn: Conn, login: string): Promise<UserRow | undefined> {
    const value = login.toLowerCase();
    const [row] = await conn
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
      .limit(1);
    return row;
  },
  /**
   * What every signed-in request checks: is the person still active, is their token version still current, and
   * which token key is in force.
   */
  async signInState(conn: Conn, id: number) {
    const [row] = await signInStateQuery(conn).execute({ id });
    return row;
  },
  /**
   * A user, their student profile (null if they have none) and their recovery codes left, in one query: what
   * `GET /users/me` answers, with the token key in force, which makes it the reader's sign-in state too.
   */
  async account(conn: Conn, id: number): Promise<(AccountRow & { keyId: string | null }) | undefined> {
    const [row] = await accountQuery(conn).execute({ id });
    return row;
  },
  async anyAdmin(conn: Conn): Promise<boolean> {
    const [row] = await conn.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
    return Boolean(row);
  },
  /** The user whose avatar the file is, as `userId` (the avatar's access policy). */
  async avatarOwner(conn: Conn, filename: string | number): Promise<{ userId: number } | undefined> {
    const [row] = await conn
      .select({ userId: users.id })
      .from(users)
      .where(eq(users.avatar, String(filename)));
    return row;
  },
  async byEmail(conn: Conn, email: string): Promise<UserRow | undefined> {
    const [row] = await conn.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },
  async usernameTaken(conn: Conn, username: string, exceptId?: number): Promise<boolean> {
    const [row] = await conn
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.username}) = ${username.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
      );
    return Boolean(row);
  },
  async emailTaken(conn: Conn, email: string, exceptId?: number): Promise<boolean> {
    const [row] = await conn
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined));
    return Boolean(row);
  },
  async insert(conn: Conn, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await conn.insert(users).values(values).returning();
    return row!;
  },
  async update(conn: Conn, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
    const [row] = await conn.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
  /** The version of the privacy notice accepted, and when: kept as it was when that version was accepted before. */
  async acceptPrivacyNotice(conn: Conn, id: number, version: string, at: Date): Promise<void> {
    await conn
      .update(users)
      .set({ privacyNoticeVersion: version, privacyAcceptedAt: at })
      .where(and(eq(users.id, id), sql`${users.privacyNoticeVersion} is distinct from ${version}`));
  },
  /** Raises tokenVersion (ending every earlier token) together with other changes. */
  async updateAndRevoke(
    conn: Conn,
    id: number,
    values: Partial<typeof users.$inferInsert> = {},
  ): Promise<UserRow | undefined> {
    const [row] = await conn
      .update(users)
      .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
  /** When the person signed in last (a sign-in is not a change of the account: `modified` stays). */
  async recordSignIn(conn: Conn, id: number, at: Date): Promise<void> {
    await conn
      .update(users)
      .set({ lastSignInAt: at, modified: sql`${users.modified}` })
      .where(eq(users.id, id));
  },
  /** Raises every user's tokenVersion (a breach drill): every token issued so far ends. Answers how many accounts. */
  async revokeEveryone(conn: Conn): Promise<number> {
    const rows = await conn
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .returning({ id: users.id });
    return rows.length;
  },
  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(users).where(eq(users.id, id));
  },
  /** Locks the active administrators' rows, so two concurrent demotions cannot both pass the last-admin check. */
  async countActiveAdmins(conn: Conn): Promise<number> {
    const rows = await conn
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN' satisfies UserRole), eq(users.active, true)))
      .for('update');
    return rows.length;
  },
  async student(conn: Conn, userId: number): Promise<StudentRow | undefined> {
    const [row] = await conn.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
    return row;
  },

  async upsertStudent(conn: Conn, userId: number, values: StudentProfileBody): Promise<void> {
    await conn
      .insert(studentProfiles)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...values, modified: new Date() } });
  },
  /** Changes some fields of a student profile, creating it (the rest empty) when the person has none yet. */
  async patchStudent(conn: Conn, userId: number, values: Partial<StudentProfileBody>): Promise<void> {
    await conn
      .insert(studentProfiles)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...values, modified: new Date() } });
  },
  async handicapExists(conn: Conn, id: number): Promise<boolean> {
    const [row] = await conn.select({ id: handicaps.id }).from(handicaps).where(eq(handicaps.id, id));
    return Boolean(row);
  },
  /** How many student profiles name this handicap: while any does, the handicap cannot be deleted. */
  async countProfilesWithHandicap(conn: Conn, handicapId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(studentProfiles)
      .where(eq(studentProfiles.handicapId, handicapId));
    return row?.value ?? 0;
  },
  /**
   * A page of users' summaries (`view=summary`), how many match and the reader's sign-in state (undefined when
   * they are gone), in one statement: what an administrator's user list reads.
   */
  async summaryPage(
    conn: Conn,
    list: ParsedList,
    reader: number,
  ): Promise<{ signIn: SignInState | undefined; rows: UserSummaryRow[]; total: number }> {
    const rows = await summaryPageQuery(conn, list, { reader });
    const found = rows.filter((row) => row.id !== null) as UserSummaryRow[];
    return { signIn: rows[0]?.signIn ?? undefined, rows: found, total: rows[0]?.matching ?? 0 };
  },
  /**
   * A page of users with their student profiles and how many users match, in one query (the count rides on each
   * row; a page past the end asks it alone): what an administrator's user list reads.
   */
  async pageWithStudents(conn: Conn, list: ParsedList): Promise<{ rows: AccountRow[]; total: number }> {
    const counted = await pageWithStudentsQuery(conn, list);
    if (counted.length > 0)
      return {
        rows: counted.map(({ user, student, recoveryCodesLeft }) => ({ user, student, recoveryCodesLeft })),
        total: counted[0]!.matching,
      };
    const [total] = await conn.select({ value: count() }).from(users).where(list.where);
    return { rows: [], total: total?.value ?? 0 };
  },
};
