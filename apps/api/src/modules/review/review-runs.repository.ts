import type { EligibilityInput, EligibilityReason } from '@portal/shared/eligibility';
import type { AuditAction, RankingMark } from '@portal/shared/enums';
import type { ScoringInput } from '@portal/shared/scoring-input';
import type { ScorePart } from '@portal/shared/scoring-rubric';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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
/** What the eligibility rule alone reads: the application, the profile and the school's results. */
export type EligibilityReviewInput = Omit<ReviewInput, 'scoring'>;

/**
 * Applications read at a time by a run: a batch is worked on while the next is read, and no third is asked for before,
 * so the inputs the server holds are the same at 5,000 or 50,000 applications.
 */
export const INPUT_BATCH = 1000;

/**
 * The one-to-one parts the rules read, each with the column that tells whether the left join found a row, in the
 * order of the JSON array the database builds for an application.
 */
const parts = {
  application: { present: applications.id, columns: applicationColumns },
  profile: {
    present: studentProfiles.userId,
    columns: {
      birthDate: studentProfiles.birthDate,
      town: studentProfiles.town,
      district: studentProfiles.district,
      hasDisability: studentProfiles.hasDisability,
    },
  },
  schoolResult: {
    present: schoolResults.id,
    columns: {
      totalCredit: schoolResults.totalCredit,
      achievedCredit: schoolResults.achievedCredit,
      annualAverage: schoolResults.annualAverage,
    },
  },
  highSchoolResume: {
    present: highSchoolResumes.id,
    columns: {
      languageSection: highSchoolResumes.languageSection,
      finalGrade: highSchoolResumes.finalGrade,
      gceGrades: highSchoolResumes.gceGrades,
    },
  },
  family: { present: families.id, columns: familyColumns },
};
type PartName = keyof typeof parts;
/** The household (the family and its three lists) is the scoring's alone: the eligibility check reads the rest. */
const scoringParts = Object.keys(parts) as PartName[];
const eligibilityParts = scoringParts.filter((name) => name !== 'family');
const valuesOf = (names: PartName[]) =>
  names.flatMap((name) => [parts[name].present, ...Object.values(parts[name].columns)]);

/** What the database answers for one application: its parts' values in order, then its three lists. */
type InputArray = unknown[];
type Member = [annualSalary: number | null, otherIncome: number | null, hasHandicap: boolean | null];

/** The part whose values start at `at`, as an object of the rules' keys; null where the join found nothing. */
function partAt(row: InputArray, at: number, columns: Record<string, unknown>): Record<string, unknown> | null {
  if (row[at] === null) return null;
  const part: Record<string, unknown> = {};
  let index = at + 1;
  for (const key in columns) part[key] = row[index++];
  return part;
}

/**
 * The applications selected by `where`, in order of id, each as one JSON array built by the database: the values of
 * its parts in a known order, then, with the household, its family members, financings and activities aggregated
 * (once for the whole selection, by a hash of each list, rather than a look-up per application). Positions rather
 * than keys: a third of the bytes, and no mapping of columns on this side.
 */
function inputsQuery(where: SQL, { household }: { household: boolean }) {
  const values = valuesOf(household ? scoringParts : eligibilityParts);
  const common = sql`
    left join ${studentProfiles} on ${studentProfiles.userId} = ${applications.userId}
    left join ${schoolResults} on ${schoolResults.applicationId} = ${applications.id}
    left join ${highSchoolResumes} on ${highSchoolResumes.applicationId} = ${applications.id}`;
  if (!household)
    return sql`
    select json_build_array(${sql.join(values, sql`, `)}) as input from ${applications} ${common}
    where ${where} order by ${applications.id}`;
  const selected = sql`select ${applications.id} from ${applications} where ${where}`;
  return sql`
    select json_build_array(${sql.join(values, sql`, `)}, m.list, fi.list, e.list) as input from ${applications}
    ${common}
    left join ${families} on ${families.applicationId} = ${applications.id}
    left join (
      select f.application_id, json_agg(json_build_array(m.annual_salary, m.other_income, m.has_handicap)) as list
      from ${familyMembers} m join ${families} f on f.id = m.family_id
      where f.application_id in (${selected}) group by f.application_id
    ) m on m.application_id = ${applications.id}
    left join (
      select application_id, json_agg(amount) as list from ${financings}
      where application_id in (${selected}) group by application_id
    ) fi on fi.application_id = ${applications.id}
    left join (
      select application_id, json_agg(annual_income) as list from ${extraActivities}
      where application_id in (${selected}) group by application_id
    ) e on e.application_id = ${applications.id}
    where ${where} order by ${applications.id}`;
}

/** The parts of an application's array by name, read in `names`' order, and where their values end. */
function partsIn(row: InputArray, names: PartName[]) {
  const values: Partial<Record<PartName, Record<string, unknown> | null>> = {};
  let at = 0;
  for (const name of names) {
    const { columns } = parts[name];
    values[name] = partAt(row, at, columns);
    at += 1 + Object.keys(columns).length;
  }
  const stored = values.application as Omit<RunApplication, 'submittedAt'> & { submittedAt: string | null };
  const application = { ...stored, submittedAt: stored.submittedAt === null ? null : new Date(stored.submittedAt) };
  const profile = values.profile as (EligibilityInput['profile'] & { hasDisability: boolean | null }) | null;
  const schoolResult = values.schoolResult as ScoringInput['schoolResult'];
  const highSchoolResume = values.highSchoolResume as ScoringInput['highSchoolResume'] &
    EligibilityInput['highSchoolResume'];
  return { values, at, application, profile, schoolResult, highSchoolResume };
}

function toEligibilityInput({ input: row }: { input: InputArray }): EligibilityReviewInput {
  const { application, profile, schoolResult, highSchoolResume } = partsIn(row, eligibilityParts);
  return { application, eligibility: { application, profile, schoolResult, highSchoolResume } };
}

function toInput({ input: row }: { input: InputArray }): ReviewInput {
  const { values, at, application, profile, schoolResult, highSchoolResume } = partsIn(row, scoringParts);
  const [members, money, activities] = row.slice(at) as [
    Member[] | null,
    (number | null)[] | null,
    (number | null)[] | null,
  ];
  return {
    application,
    eligibility: { application, profile, schoolResult, highSchoolResume },
    scoring: {
      universityStudent: application.universityStudent,
      schoolResult,
      highSchoolResume,
      hasDisability: profile?.hasDisability ?? null,
      family: values.family as ScoringInput['family'],
      members: (members ?? []).map(([annualSalary, otherIncome, hasHandicap]) => ({
        annualSalary,
        otherIncome,
        hasHandicap,
      })),
      financings: (money ?? []).map((amount) => ({ amount })),
      extraActivities: (activities ?? []).map((annualIncome) => ({ annualIncome })),
      bonus: application.bonus,
      bonusReason: application.bonusReason,
    },
  };
}

const rowsOf = (result: unknown) => (result as { rows: { input: InputArray }[] }).rows;

/**
 * The rows of `query`, in its order, a batch at a time, through a cursor of the run's transaction, each mapped by
 * `map`. The next batch is asked for as soon as one arrives: PostgreSQL builds it while the rules work on this one
 * (two processes, two cores), and no more than two batches are held at once.
 */
async function* cursorBatches<T>(
  tx: Tx,
  query: SQL,
  map: (row: { input: InputArray }) => T,
  batch: number,
): AsyncGenerator<T[]> {
  await tx.execute(sql`declare review_inputs no scroll cursor for ${query}`);
  const fetchBatch = (): Promise<{ input: InputArray }[]> => {
    const rows = tx.execute(sql.raw(`fetch ${batch} from review_inputs`)).then(rowsOf);
    // Awaited below; a failure while the caller works on the previous batch is not left unhandled meanwhile.
    rows.catch(() => undefined);
    return rows;
  };
  let next: Promise<{ input: InputArray }[]> | undefined = fetchBatch();
  try {
    while (next) {
      const rows: { input: InputArray }[] = await next;
      next = rows.length < batch ? undefined : fetchBatch();
      if (rows.length > 0) yield rows.map(map);
    }
  } finally {
    // A caller that stopped early (or failed) leaves the transaction only once the read asked for has ended.
    await next?.catch(() => undefined);
  }
  await tx.execute(sql`close review_inputs`);
}

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
 * row's first value is the application's id. Answers how many applications changed.
 */
async function writeChanges(
  conn: Conn,
  rows: unknown[][],
  values: [column: string, type: string][],
  trail: { actorId: number; action: AuditAction; audited: string; before: string; after: string },
): Promise<number> {
  const columns = values.map(([column]) => column);
  const sets = values.map(([column, type], index) => `${column} = ${field(index + 1, type)}`).join(', ');
  const differs = values
    .map(([column, type], index) => `a.${column} is distinct from ${field(index + 1, type)}`)
    .join(' or ');
  const olds = columns.map((column) => `old.${column} as old_${column}`).join(', ');
  const news = columns.map((column) => `a.${column}`).join(', ');
  let changed = 0;
  await inBatches(rows, async (batch) => {
    const result = await conn.execute(sql`
    with changed as (
      update ${applications} as a set ${sql.raw(sets)}
      from jsonb_array_elements(${asJson(batch)}) as v(row), ${applications} as old
      where a.id = (v.row->>0)::int and old.id = a.id and (${sql.raw(differs)})
      returning a.id, ${sql.raw(olds)}, ${sql.raw(news)}
    ), trail as (
      insert into ${applicationAudit} (application_id, actor_id, actor_name, action, before, after)
      select id, ${trail.actorId}::int, ${actorName(trail.actorId)}, ${trail.action}::audit_action,
        ${sql.raw(trail.before)}, ${sql.raw(trail.after)}
      from changed where ${sql.raw(trail.audited)}
    )
    select count(*)::int as changed from changed`);
    changed += (result as unknown as { rows: { changed: number }[] }).rows[0]!.changed;
  });
  return changed;
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

/** The selection's columns, in the order its figures come. */
const selectionColumns: [string, string][] = [
  ['panel_score', 'double precision'],
  ['corrected_panel_score', 'double precision'],
  ['panel_spread', 'double precision'],
  ['final_score', 'double precision'],
  ['final_rank', 'int'],
];

export type EligibilityResultRow = { id: number; eligible: boolean; reasons: EligibilityReason[] };
export type ScoreRow = {
  id: number;
  parts: Record<ScorePart, number>;
  total: number;
  rank: number | null;
  rankingMark: RankingMark | null;
};

export const reviewRunsRepository = {
  /** A session's applications as the scoring reads them, a batch at a time (see `cursorBatches`). */
  sessionInputs: (tx: Tx, sessionId: number, batch = INPUT_BATCH): AsyncGenerator<ReviewInput[]> =>
    cursorBatches(tx, inputsQuery(eq(applications.sessionId, sessionId), { household: true }), toInput, batch),

  /** A session's applications as the eligibility check reads them (without the household), a batch at a time. */
  sessionEligibilityInputs: (
    tx: Tx,
    sessionId: number,
    batch = INPUT_BATCH,
  ): AsyncGenerator<EligibilityReviewInput[]> =>
    cursorBatches(
      tx,
      inputsQuery(eq(applications.sessionId, sessionId), { household: false }),
      toEligibilityInput,
      batch,
    ),

  applicationInput: async (conn: Conn, id: number) =>
    rowsOf(await conn.execute(inputsQuery(eq(applications.id, id), { household: true }))).map(toInput)[0],

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

  /**
   * Score parts, totals, ranks and marks where they changed, with the selection's figures computed from them when
   * given (every application's: panel, corrected panel, spread, final score, final rank); a SCORE line of the trail
   * where the total moved.
   */
  saveScores(conn: Conn, actorId: number, rows: ScoreRow[], figures?: ReadonlyMap<number, (number | null)[]>) {
    const withFigures = figures !== undefined && rows.every((row) => figures.has(row.id));
    return writeChanges(
      conn,
      rows.map((row) => [
        row.id,
        row.parts,
        row.total,
        row.rank,
        row.rankingMark,
        ...(withFigures ? figures.get(row.id)! : []),
      ]),
      [
        ['score_parts', 'jsonb'],
        ['total_score', 'double precision'],
        ['rank', 'int'],
        ['ranking_mark', 'ranking_mark'],
        ...(withFigures ? selectionColumns : []),
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
