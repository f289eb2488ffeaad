import type { EligibilityInput, EligibilityReason } from '@portal/shared/eligibility';
import type { AuditAction, RankingMark } from '@portal/shared/enums';
import type { ScoringInput } from '@portal/shared/scoring-input';
import type { ScorePart } from '@portal/shared/scoring-rubric';
import { eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
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

/** What the runs read of the application itself: the rules' answers, the ranking's order, and the bonus. */
const applicationColumns = {
  id: applications.id,
  sessionId: applications.sessionId,
  universityStudent: applications.universityStudent,
  desiredUniversity: applications.desiredUniversity,
  currentUniversity: applications.currentUniversity,
  desiredFaculty: applications.desiredFaculty,
  currentFaculty: applications.currentFaculty,
  submitted: applications.submitted,
  submittedAt: applications.submittedAt,
  eligible: applications.eligible,
  bonus: applications.bonus,
  bonusReason: applications.bonusReason,
};
type RunApplication = { [K in keyof typeof applicationColumns]: (typeof applications.$inferSelect)[K] };

const {
  id: _id,
  applicationId: _applicationId,
  created: _created,
  modified: _modified,
  ...familyColumns
} = getTableColumns(families);

/** Everything the eligibility rule and the scoring read of one application. */
export type ReviewInput = {
  application: RunApplication;
  eligibility: EligibilityInput;
  scoring: ScoringInput;
};

/**
 * Applications read at a time by a run: the work of one batch is done before the next is read, so the server's
 * memory stays the same at 5,000 or 50,000 applications.
 */
export const INPUT_BATCH = 1000;

/** `json_build_object('key', column, …)`: a JSON object whose keys are the ones the rules read. */
const jsonObject = (columns: Record<string, SQLWrapper>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
/** The object, or null where the left join found no row. */
const jsonPart = (present: SQLWrapper, columns: Record<string, SQLWrapper>) =>
  sql`case when ${present} is null then null else ${jsonObject(columns)} end`;
/** A list of objects of the rows of `table` that `where` selects, `[]` for none. */
const jsonList = (table: SQLWrapper, where: SQL, columns: Record<string, SQLWrapper>) =>
  sql`(select coalesce(json_agg(${jsonObject(columns)}), '[]'::json) from ${table} where ${where})`;

type InputJson = Omit<ReviewInput['scoring'], 'bonus' | 'bonusReason' | 'hasDisability'> & {
  application: Omit<RunApplication, 'submittedAt'> & { submittedAt: string | null };
  profile: EligibilityInput['profile'] & { hasDisability: boolean | null };
};

/**
 * The applications selected by `where`, in order of id, each as one JSON object built by the database (its parts
 * joined, its lists aggregated): no mapping of columns to objects on this side.
 */
function inputsQuery(where: SQL) {
  const input = sql`json_build_object(
    'application', ${jsonObject(applicationColumns)},
    'profile', ${jsonPart(studentProfiles.userId, {
      birthDate: studentProfiles.birthDate,
      town: studentProfiles.town,
      district: studentProfiles.district,
      hasDisability: studentProfiles.hasDisability,
    })},
    'schoolResult', ${jsonPart(schoolResults.id, {
      totalCredit: schoolResults.totalCredit,
      achievedCredit: schoolResults.achievedCredit,
      annualAverage: schoolResults.annualAverage,
    })},
    'highSchoolResume', ${jsonPart(highSchoolResumes.id, {
      languageSection: highSchoolResumes.languageSection,
      finalGrade: highSchoolResumes.finalGrade,
      gceGrades: highSchoolResumes.gceGrades,
    })},
    'family', ${jsonPart(families.id, familyColumns)},
    'members', ${jsonList(familyMembers, sql`${familyMembers.familyId} = ${families.id}`, {
      annualSalary: familyMembers.annualSalary,
      otherIncome: familyMembers.otherIncome,
      hasHandicap: familyMembers.hasHandicap,
    })},
    'financings', ${jsonList(financings, sql`${financings.applicationId} = ${applications.id}`, {
      amount: financings.amount,
    })},
    'extraActivities', ${jsonList(extraActivities, sql`${extraActivities.applicationId} = ${applications.id}`, {
      annualIncome: extraActivities.annualIncome,
    })}
  )`;
  return sql`
    select ${input} as input from ${applications}
    left join ${studentProfiles} on ${studentProfiles.userId} = ${applications.userId}
    left join ${schoolResults} on ${schoolResults.applicationId} = ${applications.id}
    left join ${highSchoolResumes} on ${highSchoolResumes.applicationId} = ${applications.id}
    left join ${families} on ${families.applicationId} = ${applications.id}
    where ${where} order by ${applications.id}`;
}

function toInput({ input: json }: { input: InputJson }): ReviewInput {
  const { profile, schoolResult, highSchoolResume, family } = json;
  const { submittedAt } = json.application;
  const application = { ...json.application, submittedAt: submittedAt === null ? null : new Date(submittedAt) };
  return {
    application,
    eligibility: { application, profile, schoolResult, highSchoolResume },
    scoring: {
      universityStudent: application.universityStudent,
      schoolResult,
      highSchoolResume,
      hasDisability: profile?.hasDisability ?? null,
      family,
      members: json.members,
      financings: json.financings,
      extraActivities: json.extraActivities,
      bonus: application.bonus,
      bonusReason: application.bonusReason,
    },
  };
}

const rowsOf = (result: unknown) => (result as { rows: { input: InputJson }[] }).rows;

/** The rows as one JSON parameter a statement reads with `jsonb_array_elements`: one round trip for many rows. */
const asJson = (rows: unknown[][]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Rows written per statement: 50,000 rows go in five statements, none of them holding more than a few MiB of JSON
 * in the server's memory at once.
 */
const WRITE_BATCH = 10_000;
async function inBatches(rows: unknown[][], write: (batch: unknown[][]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) await write(rows.slice(start, start + WRITE_BATCH));
}

/** `v.row`'s value at `index` as `type`: jsonb as it is (a JSON null as SQL null), anything else through its text. */
const field = (index: number, type: string) =>
  type === 'jsonb' ? `nullif(v.row->${index}, 'null'::jsonb)` : `(v.row->>${index})::${type}`;

/** The actor's name as the trail copies it: from the account at that moment. */
const actorName = (actorId: number) =>
  sql`coalesce((select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${actorId}), '')`;

/**
 * Writes each row's new values where they differ from the stored ones (compared by the database: jsonb by value,
 * whatever its key order) and adds a line of the trail per changed application where `audited` holds, with the
 * values before and after, in one statement per batch of rows. `values` names each value's column and SQL type; a
 * row's first value is the application's id.
 */
async function writeChanges(
  conn: Conn,
  rows: unknown[][],
  values: [column: string, type: string][],
  trail: { actorId: number; action: AuditAction; audited: string; before: string; after: string },
): Promise<void> {
  if (rows.length === 0) return;
  const columns = values.map(([column]) => column);
  const sets = values.map(([column, type], index) => `${column} = ${field(index + 1, type)}`).join(', ');
  const differs = values
    .map(([column, type], index) => `a.${column} is distinct from ${field(index + 1, type)}`)
    .join(' or ');
  const olds = columns.map((column) => `old.${column} as old_${column}`).join(', ');
  const news = columns.map((column) => `a.${column}`).join(', ');
  await inBatches(rows, (batch) =>
    conn.execute(sql`
    with changed as (
      update ${applications} as a set ${sql.raw(sets)}
      from jsonb_array_elements(${asJson(batch)}) as v(row), ${applications} as old
      where a.id = (v.row->>0)::int and old.id = a.id and (${sql.raw(differs)})
      returning a.id, ${sql.raw(olds)}, ${sql.raw(news)}
    )
    insert into ${applicationAudit} (application_id, actor_id, actor_name, action, before, after)
    select id, ${trail.actorId}::int, ${actorName(trail.actorId)}, ${trail.action}::audit_action,
      ${sql.raw(trail.before)}, ${sql.raw(trail.after)}
    from changed where ${sql.raw(trail.audited)}`),
  );
}

/**
 * `UPDATE applications SET … FROM` the rows, a batch of rows a statement. `columns` names each value's column and
 * SQL type; the first value of a row is always the application's id.
 */
export async function updateApplications(conn: Conn, columns: [string, string][], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const sets = columns.map(([name, type], index) => `${name} = ${field(index + 1, type)}`).join(', ');
  await inBatches(rows, (batch) =>
    conn.execute(sql`
      update ${applications} as a set ${sql.raw(sets)}
      from jsonb_array_elements(${asJson(batch)}) as v(row) where a.id = (v.row->>0)::int`),
  );
}

export type EligibilityResultRow = { id: number; eligible: boolean; reasons: EligibilityReason[] };
export type ScoreRow = {
  id: number;
  parts: Record<ScorePart, number>;
  total: number;
  rank: number | null;
  rankingMark: RankingMark | null;
};

export const reviewRunsRepository = {
  /**
   * A session's applications in order of id, a batch at a time, through a cursor of the run's transaction: the next
   * batch is read once the previous one is done with.
   */
  async *sessionInputs(tx: Tx, sessionId: number, batch = INPUT_BATCH): AsyncGenerator<ReviewInput[]> {
    await tx.execute(
      sql`declare review_inputs no scroll cursor for ${inputsQuery(eq(applications.sessionId, sessionId))}`,
    );
    for (;;) {
      const rows = rowsOf(await tx.execute(sql.raw(`fetch ${batch} from review_inputs`)));
      if (rows.length > 0) yield rows.map(toInput);
      if (rows.length < batch) break;
    }
    await tx.execute(sql`close review_inputs`);
  },
  applicationInput: async (conn: Conn, id: number) =>
    rowsOf(await conn.execute(inputsQuery(eq(applications.id, id)))).map(toInput)[0],

  /** The eligibility of each application where it changed, with an ELIGIBILITY_CHECK line of the trail for each. */
  saveEligibility(conn: Conn, actorId: number, rows: EligibilityResultRow[]) {
    return writeChanges(
      conn,
      rows.map((row) => [row.id, row.eligible, row.reasons]),
      [
        ['eligible', 'boolean'],
        ['non_eligibility_reasons', 'jsonb'],
      ],
      {
        actorId,
        action: 'ELIGIBILITY_CHECK',
        audited: 'true',
        before: `jsonb_build_object('eligible', old_eligible, 'reasons', old_non_eligibility_reasons)`,
        after: `jsonb_build_object('eligible', eligible, 'reasons', non_eligibility_reasons)`,
      },
    );
  },

  /** Score parts, totals, ranks and marks where they changed; a SCORE line of the trail where the total moved. */
  saveScores(conn: Conn, actorId: number, rows: ScoreRow[]) {
    return writeChanges(
      conn,
      rows.map((row) => [row.id, row.parts, row.total, row.rank, row.rankingMark]),
      [
        ['score_parts', 'jsonb'],
        ['total_score', 'double precision'],
        ['rank', 'int'],
        ['ranking_mark', 'ranking_mark'],
      ],
      {
        actorId,
        action: 'SCORE',
        audited: 'old_total_score is distinct from total_score',
        before: `jsonb_build_object('totalScore', old_total_score, 'rank', old_rank, 'rankingMark', old_ranking_mark)`,
        after: `jsonb_build_object('totalScore', total_score, 'rank', rank, 'rankingMark', ranking_mark)`,
      },
    );
  },

  /** Many lines of the trail at once, one actor and action, a batch a statement; the actor's name copied once. */
  async recordAudits(
    conn: Conn,
    actorId: number,
    action: AuditAction,
    entries: { applicationId: number; before: unknown; after: unknown }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((entry) => [entry.applicationId, entry.before ?? null, entry.after ?? null]);
    await inBatches(rows, (batch) =>
      conn.execute(sql`
        insert into ${applicationAudit} (application_id, actor_id, actor_name, action, before, after)
        select (v.row->>0)::int, ${actorId}::int, ${actorName(actorId)}, ${action}::audit_action,
          ${sql.raw(field(1, 'jsonb'))}, ${sql.raw(field(2, 'jsonb'))}
        from jsonb_array_elements(${asJson(batch)}) as v(row)`),
    );
  },
};
