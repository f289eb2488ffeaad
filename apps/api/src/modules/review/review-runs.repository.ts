import type { EligibilityInput } from '@portal/shared/eligibility';
import type { AuditAction } from '@portal/shared/enums';
import type { ScoringInput, ScoringMember } from '@portal/shared/scoring-input';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  applicationAudit,
  applications,
  extraActivities,
  families,
  familyMembers,
  financings,
  highSchoolResumes,
  schoolResults,
  studentProfiles,
  users,
} from '../../db/schema/index.ts';

/** Everything the eligibility rule and the scoring read of one application, loaded for a whole session at once. */
export type ReviewInput = {
  application: typeof applications.$inferSelect;
  eligibility: EligibilityInput;
  scoring: ScoringInput;
};

/** Rows written back per statement: far below PostgreSQL's 65,535 parameters, few round trips for 5,000 rows. */
const WRITE_BATCH = 1000;

const group = <T extends { key: number }>(rows: T[]) => {
  const byKey = new Map<number, T[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return byKey;
};

/** The applications selected by `where`, with the one-to-one parts joined and the lists read in one query each. */
async function loadInputs(conn: Conn, where: SQL): Promise<ReviewInput[]> {
  const rows = await conn
    .select({
      application: getTableColumns(applications),
      profile: {
        birthDate: studentProfiles.birthDate,
        town: studentProfiles.town,
        district: studentProfiles.district,
        hasDisability: studentProfiles.hasDisability,
      },
      schoolResult: getTableColumns(schoolResults),
      highSchoolResume: getTableColumns(highSchoolResumes),
      family: getTableColumns(families),
    })
    .from(applications)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.userId))
    .leftJoin(schoolResults, eq(schoolResults.applicationId, applications.id))
    .leftJoin(highSchoolResumes, eq(highSchoolResumes.applicationId, applications.id))
    .leftJoin(families, eq(families.applicationId, applications.id))
    .where(where)
    .orderBy(applications.id);
  const ids = sql`(select ${applications.id} from ${applications} where ${where})`;
  // One after the other: a transaction's connection runs one query at a time.
  const members = await conn
    .select({
      key: families.applicationId,
      annualSalary: familyMembers.annualSalary,
      otherIncome: familyMembers.otherIncome,
      hasHandicap: familyMembers.hasHandicap,
    })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(sql`${families.applicationId} in ${ids}`);
  const money = await conn
    .select({ key: financings.applicationId, amount: financings.amount })
    .from(financings)
    .where(sql`${financings.applicationId} in ${ids}`);
  const activities = await conn
    .select({ key: extraActivities.applicationId, annualIncome: extraActivities.annualIncome })
    .from(extraActivities)
    .where(sql`${extraActivities.applicationId} in ${ids}`);
  const [membersOf, moneyOf, activitiesOf] = [group(members), group(money), group(activities)];
  return rows.map(({ application, profile, schoolResult, highSchoolResume, family }) => ({
    application,
    eligibility: { application, profile, schoolResult, highSchoolResume },
    scoring: {
      universityStudent: application.universityStudent,
      schoolResult,
      highSchoolResume,
      hasDisability: profile?.hasDisability ?? null,
      family,
      members: (membersOf.get(application.id) ?? []) as ScoringMember[],
      financings: moneyOf.get(application.id) ?? [],
      extraActivities: activitiesOf.get(application.id) ?? [],
      bonus: application.bonus,
      bonusReason: application.bonusReason,
    },
  }));
}

/**
 * `UPDATE applications SET … FROM (VALUES …)`, a batch at a time: one statement writes a thousand rows. `columns`
 * names each value's column and SQL type; the first value of a row is always the application's id.
 */
export async function updateApplications(conn: Conn, columns: [string, string][], rows: unknown[][]): Promise<void> {
  const names = sql.raw(['id', ...columns.map(([name]) => name)].join(', '));
  const sets = sql.raw(columns.map(([name, type]) => `${name} = v.${name}::${type}`).join(', '));
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const values = rows.slice(start, start + WRITE_BATCH).map(
      (row) =>
        sql`(${sql.join(
          row.map((value, index) => (index === 0 ? sql`${value}::int` : sql`${value}`)),
          sql`, `,
        )})`,
    );
    await conn.execute(
      sql`update ${applications} as a set ${sets} from (values ${sql.join(values, sql`, `)}) as v(${names}) where a.id = v.id`,
    );
  }
}

export const reviewRunsRepository = {
  sessionInputs: (conn: Conn, sessionId: number) => loadInputs(conn, sql`${applications.sessionId} = ${sessionId}`),
  applicationInput: async (conn: Conn, id: number) => (await loadInputs(conn, sql`${applications.id} = ${id}`))[0],

  saveEligibility(conn: Conn, rows: { id: number; eligible: boolean; reasons: unknown[] }[]) {
    return updateApplications(
      conn,
      [
        ['eligible', 'boolean'],
        ['non_eligibility_reasons', 'jsonb'],
      ],
      rows.map((row) => [row.id, row.eligible, JSON.stringify(row.reasons)]),
    );
  },

  saveScores(
    conn: Conn,
    rows: { id: number; parts: unknown; total: number; rank: number | null; rankingMark: string | null }[],
  ) {
    return updateApplications(
      conn,
      [
        ['score_parts', 'jsonb'],
        ['total_score', 'double precision'],
        ['rank', 'int'],
        ['ranking_mark', 'ranking_mark'],
      ],
      rows.map((row) => [row.id, JSON.stringify(row.parts), row.total, row.rank, row.rankingMark]),
    );
  },

  /** Many lines of the trail at once, one actor and action; the actor's name is copied once. */
  async recordAudits(
    conn: Conn,
    actorId: number,
    action: AuditAction,
    entries: { applicationId: number; before: unknown; after: unknown }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    const [actor] = await conn
      .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(eq(users.id, actorId));
    for (let start = 0; start < entries.length; start += WRITE_BATCH) {
      await conn.insert(applicationAudit).values(
        entries.slice(start, start + WRITE_BATCH).map((entry) => ({
          applicationId: entry.applicationId,
          actorId,
          actorName: actor?.name ?? '',
          action,
          before: entry.before,
          after: entry.after,
        })),
      );
    }
  },
};
