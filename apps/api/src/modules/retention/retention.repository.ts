import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { RETENTION_RUN_MARK } from '../../db/retention-mark.ts';
import {
  acceptances,
  applicationAudit,
  applications,
  documents,
  evaluationConflicts,
  evaluations,
  extraActivities,
  families,
  familyMembers,
  financings,
  highSchoolResumes,
  payments,
  paymentsSetAside,
  ratings,
  schoolResults,
  serviceHours,
  sessions,
  studentProfiles,
  systemMeta,
  users,
} from '../../db/schema/index.ts';

/** The moments before which a session's close is old enough: for an application, and for a beneficiary's. */
export type Cutoffs = { applications: Date; payments: Date };

/** When a closed session closed: its publication, or its end for a session closed before publications were dated. */
const closedAt = sql<Date>`coalesce(${sessions.publishedAt}, ${sessions.endDate})`;

/**
 * An application that led to a scholarship: a payment was recorded for it, or it was approved and its place was not
 * declined, left to expire or withdrawn (a place of the years before places were offered counts as taken).
 */
const ledToScholarship = sql<boolean>`(exists (select 1 from ${payments} where ${payments.applicationId} = ${applications.id})
  or exists (select 1 from ${paymentsSetAside} where ${paymentsSetAside.applicationId} = ${applications.id})
  or (${applications.status} = 'APPROVED' and not exists (select 1 from ${acceptances}
    where ${acceptances.applicationId} = ${applications.id} and ${acceptances.state} in ('DECLINED', 'EXPIRED', 'WITHDRAWN'))))`;

/**
 * Not yet anonymised, of a closed session that closed before the cutoff that applies: a beneficiary's (kept for the
 * payments' accounts) before the payments' one, any other before the applications' one.
 */
const due = (cutoffs: Cutoffs): SQL => {
  const closedBefore = (moment: Date) => sql`${closedAt} < ${moment.toISOString()}::timestamptz`;
  return and(
    isNull(applications.anonymisedAt),
    eq(sessions.status, 'CLOSED'),
    or(closedBefore(cutoffs.payments), and(closedBefore(cutoffs.applications), sql`not ${ledToScholarship}`)),
  )!;
};

/** Keys whose values, anywhere in a trail line's before and after, are words someone wrote about the applicant. */
const writtenKeys = new Set(['reason', 'rejectionReason', 'bonusReason', 'withdrawalReason', 'comment', 'note']);

/** A trail line's before or after without what anyone wrote (reasons, comments, notes): the rest of it stays. */
export function withoutWrittenWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWrittenWords);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, writtenKeys.has(key) ? null : withoutWrittenWords(item)]),
  );
}

/**
 * The trail of these applications keeps who did what and when, without the notes and reasons written (the trail's
 * write-once rule lets an anonymised application's lines lose exactly these: migration 0016).
 */
async function scrubTrail(conn: Conn, ids: number[]): Promise<void> {
  const lines = await conn
    .select({ id: applicationAudit.id, before: applicationAudit.before, after: applicationAudit.after })
    .from(applicationAudit)
    .where(inArray(applicationAudit.applicationId, ids));
  for (const line of lines) {
    const before = withoutWrittenWords(line.before);
    const after = withoutWrittenWords(line.after);
    if (JSON.stringify([before, after]) !== JSON.stringify([line.before, line.after]))
      await conn.update(applicationAudit).set({ note: null, before, after }).where(eq(applicationAudit.id, line.id));
  }
  await conn
    .update(applicationAudit)
    .set({ note: null })
    .where(and(inArray(applicationAudit.applicationId, ids), sql`${applicationAudit.note} is not null`));
}

/** The SQL of the retention: what is due, and what anonymising an application changes in each table. */
export const retentionRepository = {
  /**
   * Claims today's run for this server: the mark of the last run moves to `now` only if it is a day old (or absent),
   * so of servers running their jobs at once on one database, one runs it.
   */
  async claimDailyRun(conn: Conn, now: Date): Promise<boolean> {
    const value = now.toISOString();
    const dayBefore = new Date(now.getTime() - 24 * 3600_000).toISOString();
    const rows = await conn
      .insert(systemMeta)
      .values({ key: RETENTION_RUN_MARK, value })
      .onConflictDoUpdate({
        target: systemMeta.key,
        set: { value },
        setWhere: sql`${systemMeta.value}::timestamptz <= ${dayBefore}::timestamptz`,
      })
      .returning({ key: systemMeta.key });
    return rows.length > 0;
  },

  /** Per session, what is due: applications (beneficiaries' among them) and their documents' files. */
  async dueBySession(conn: Conn, cutoffs: Cutoffs) {
    return conn
      .select({
        id: sessions.id,
        name: sessions.name,
        year: sessions.year,
        closedAt,
        applications: sql<number>`count(*)::int`,
        beneficiaries: sql<number>`count(*) filter (where ${ledToScholarship})::int`,
        files: sql<number>`coalesce(sum((select count(*) from ${documents} where ${documents.applicationId} = ${applications.id})), 0)::int`,
      })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(due(cutoffs))
      .groupBy(sessions.id)
      .orderBy(asc(closedAt), asc(sessions.id));
  },

  /**
   * The next applications due, locked for this transaction (those another server is anonymising are skipped): their
   * applicant, whether they led to a scholarship, and their session.
   */
  async lockDue(conn: Conn, cutoffs: Cutoffs, limit: number) {
    return conn
      .select({
        id: applications.id,
        userId: applications.userId,
        beneficiary: ledToScholarship,
        session: { id: sessions.id, name: sessions.name, year: sessions.year, closedAt },
      })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(due(cutoffs))
      .orderBy(asc(applications.id))
      .limit(limit)
      .for('update', { of: applications, skipLocked: true });
  },

  /**
   * Takes from these applications everything that names a person or that someone wrote, keeping the figures the
   * statistics and the comparisons with the previous session read (type, eligibility, preselection, interview,
   * scores, decisions, the handicaps counted, the household's figures, amounts). The application leaves its
   * applicant's account, its own handicap taken from the profile first (the statistics read that while it is linked).
   * Documents are left to the documents' module (their files go after the commit).
   */
  async anonymise(conn: Conn, ids: number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    const ofThese = (applicationId: PgColumn) => inArray(applicationId, ids);
    await conn
      .update(applications)
      .set({
        selfHandicap: sql`coalesce((select ${studentProfiles.hasDisability} from ${studentProfiles}
          where ${studentProfiles.userId} = ${applications.userId}), ${applications.selfHandicap})`,
        userId: null,
        desiredUniversity: null,
        desiredFaculty: null,
        desiredOption: null,
        currentUniversity: null,
        currentFaculty: null,
        nextYearTown: null,
        nextYearWish: null,
        motivation: null,
        rejectionReason: null,
        bonusReason: null,
        decisionMailed: sql`case when ${applications.decisionMailed} is null then null
          else jsonb_set(${applications.decisionMailed}, '{reason}', 'null'::jsonb) end`,
        guardianName: null,
        guardianRelation: null,
        guardianConsentAt: null,
        anonymisedAt: now,
        version: sql`${applications.version} + 1`,
      })
      .where(inArray(applications.id, ids));
    await conn
      .update(schoolResults)
      .set({ baccalaureate: null, licence: null, licenceGrade: null, faculty: null, option: null })
      .where(ofThese(schoolResults.applicationId));
    await conn
      .update(highSchoolResumes)
      .set({ schoolName: null, schoolAddress: null })
      .where(ofThese(highSchoolResumes.applicationId));
    await conn.update(families).set({ neighborhood: null }).where(ofThese(families.applicationId));
    // The family's members go; one with a handicap stays as that mark alone, which the statistics count.
    const familiesOfThese = conn.select({ id: families.id }).from(families).where(ofThese(families.applicationId));
    await conn
      .delete(familyMembers)
      .where(and(inArray(familyMembers.familyId, familiesOfThese), sql`${familyMembers.hasHandicap} is not true`));
    await conn
      .update(familyMembers)
      .set({
        relationship: null,
        residence: null,
        maritalStatus: null,
        schoolLevel: null,
        mainIncomeType: null,
        otherIncomeType: null,
        birthYear: null,
        mainActivity: null,
        annualSalary: null,
        otherIncome: null,
        employer: null,
      })
      .where(inArray(familyMembers.familyId, familiesOfThese));
    await conn
      .update(financings)
      .set({ name: null, organization: null, description: null })
      .where(ofThese(financings.applicationId));
    await conn
      .update(extraActivities)
      .set({ title: null, employer: null })
      .where(ofThese(extraActivities.applicationId));
    await conn.update(ratings).set({ suggestion: null, content: null }).where(ofThese(ratings.applicationId));
    await conn.update(evaluations).set({ comment: null }).where(ofThese(evaluations.applicationId));
    await conn.update(evaluationConflicts).set({ reason: '' }).where(ofThese(evaluationConflicts.applicationId));
    await conn.update(acceptances).set({ withdrawalReason: null }).where(ofThese(acceptances.applicationId));
    await conn.update(serviceHours).set({ description: '' }).where(ofThese(serviceHours.applicationId));
    // A mobile-money reference leads to the payer's number: replaced by one that names only the row (and stays unique).
    await conn
      .update(payments)
      .set({ reference: sql`'—' || ${payments.id}` })
      .where(ofThese(payments.applicationId));
    await conn
      .update(paymentsSetAside)
      .set({ reference: sql`'—' || ${paymentsSetAside.id}` })
      .where(ofThese(paymentsSetAside.applicationId));
    await scrubTrail(conn, ids);
  },

  /**
   * Applicants' accounts with nothing left to keep: no application linked to them (every one anonymised, or none
   * made), not signed in since `unusedSince`. With `after`, the accounts that would be in that state once the
   * applications due now are anonymised (the dry run), each with the session of its last application due.
   */
  async abandonedAccounts(conn: Conn, unusedSince: Date, after?: Cutoffs) {
    const own = sql`${applications.userId} = ${users.id}`;
    const kept = after
      ? sql`not exists (select 1 from ${applications} join ${sessions} on ${sessions.id} = ${applications.sessionId}
          where ${own} and not (${due(after)}))`
      : sql`not exists (select 1 from ${applications} where ${own})`;
    const lastDue = conn
      .select({ id: applications.sessionId })
      .from(applications)
      .innerJoin(sessions, eq(sessions.id, applications.sessionId))
      .where(own)
      .orderBy(desc(closedAt), desc(sessions.id))
      .limit(1);
    return conn
      .select({ user: users, sessionId: sql<number | null>`(${lastDue})` })
      .from(users)
      .where(and(eq(users.role, 'STUDENT'), lt(users.lastSignInAt, unusedSince), kept))
      .orderBy(asc(users.id));
  },
};
