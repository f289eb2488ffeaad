import type { AuditAction, InterviewState } from '@portal/shared/enums';
import type { Candidate, CandidateSummary } from '@portal/shared/review';
import { and, asc, eq, notExists, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { preparedPage } from '../../db/queries.ts';
import {
  acceptances,
  applicationAudit,
  applications,
  evaluationConflicts,
  interviewSlots,
  searchablePerson,
  users,
} from '../../db/schema/index.ts';
import { defineListSpec, type ListField, listFields, type ParsedList } from '../../lib/list-query.ts';
import type { SignInState } from '../../lib/sign-in-state.ts';
import { readerSignIn } from '../accounts/public.ts';
import { type ApplicationRow, slotColumns } from '../applications/public.ts';

const column = (sqlColumn: ListField['column'], type: ListField['type'], more: Partial<ListField> = {}): ListField => ({
  column: sqlColumn,
  type,
  ...more,
});

/** No conflict of interest declared by this staff member with the row's application. */
const notConflicted = (conn: Conn, staffId: number): SQL =>
  notExists(
    conn
      .select({ id: evaluationConflicts.id })
      .from(evaluationConflicts)
      .where(and(eq(evaluationConflicts.applicationId, applications.id), eq(evaluationConflicts.evaluatorId, staffId))),
  );

/** Whitelist of the candidates list and its export: the application's review fields and the applicant's names. */
export const candidateListSpec = defineListSpec({
  fields: {
    ...listFields(applications, ['eligible', 'submitted', 'universityStudent', 'status', 'type', 'created']),
    'session.id': column(applications.sessionId, 'integer'),
    totalScore: column(applications.totalScore, 'number', { nullsLast: true }),
    rank: column(applications.rank, 'integer', { nullsLast: true }),
    preselected: column(applications.preselected, 'boolean'),
    panelScore: column(applications.panelScore, 'number', { nullsLast: true }),
    finalScore: column(applications.finalScore, 'number', { nullsLast: true }),
    finalRank: column(applications.finalRank, 'integer', { nullsLast: true }),
    panelSpread: column(applications.panelSpread, 'number', { nullsLast: true }),
    submittedAt: column(applications.submittedAt, 'date', { nullsLast: true }),
    lastName: column(users.lastName, 'string', { nullsLast: true }),
    firstName: column(users.firstName, 'string', { nullsLast: true }),
  },
  // Best total first, as the committee reads a session; among equal totals the earlier application first (the id
  // keeps pages stable). The same order as the index on (session, total score, id).
  defaultSort: [sql`${applications.totalScore} desc nulls last`, asc(applications.id)],
  // A part of the first name, last name, full name or e-mail, found through the people's trigram index.
  searchColumns: [searchablePerson(users)],
});

/** An instant as the answers write it (`Date.prototype.toISOString`, to the millisecond), written by the database. */
const isoText = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A candidate row as the list answers it, named as the answer names it: the application's fields with the review's,
 * the applicant's names and contact, the place's state, and the interview's state and slot (flat: the answer nests
 * them). Instants come as the answer's text; only the eligibility reasons are still to be worded.
 */
const candidateColumns = {
  id: applications.id,
  sessionId: applications.sessionId,
  userId: applications.userId,
  type: applications.type,
  status: applications.status,
  universityStudent: applications.universityStudent,
  desiredUniversity: applications.desiredUniversity,
  desiredFaculty: applications.desiredFaculty,
  desiredOption: applications.desiredOption,
  schoolLevelId: applications.schoolLevelId,
  nextYearTown: applications.nextYearTown,
  nextYearWish: applications.nextYearWish,
  currentUniversity: applications.currentUniversity,
  currentFaculty: applications.currentFaculty,
  motivation: applications.motivation,
  steps: applications.steps,
  submitted: applications.submitted,
  submittedAt: isoText(applications.submittedAt),
  declaration: applications.declaration,
  eligible: applications.eligible,
  nonEligibilityReasons: applications.nonEligibilityReasons,
  rejectionReason: applications.rejectionReason,
  resubmissionAllowed: applications.resubmissionAllowed,
  totalScore: applications.totalScore,
  renewedFromId: applications.renewedFromId,
  meetsRenewalConditions: applications.meetsRenewalConditions,
  guardianName: applications.guardianName,
  guardianRelation: applications.guardianRelation,
  guardianConsentAt: isoText(applications.guardianConsentAt),
  created: isoText(applications.created),
  modified: isoText(applications.modified),
  version: applications.version,
  scoreParts: applications.scoreParts,
  bonus: applications.bonus,
  bonusReason: applications.bonusReason,
  rank: applications.rank,
  rankingMark: applications.rankingMark,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  acceptanceState: acceptances.state,
  preselected: applications.preselected,
  interviewState: applications.interviewState,
  slotId: interviewSlots.id,
  slotStartsAt: isoText(interviewSlots.startsAt),
  slotMinutes: interviewSlots.minutes,
  slotPlace: interviewSlots.place,
  slotVideoUrl: interviewSlots.videoUrl,
  slotCapacity: interviewSlots.capacity,
  slotBooked: slotColumns.booked,
  panelScore: applications.panelScore,
  correctedPanelScore: applications.correctedPanelScore,
  finalScore: applications.finalScore,
  finalRank: applications.finalRank,
  panelSpread: applications.panelSpread,
};

/**
 * A summary row (`view=summary`) as the list answers it, named as the answer names it: no join on the slot, whose
 * interview the summary leaves out.
 */
const summaryColumns = {
  id: candidateColumns.id,
  sessionId: candidateColumns.sessionId,
  status: candidateColumns.status,
  universityStudent: candidateColumns.universityStudent,
  submitted: candidateColumns.submitted,
  submittedAt: candidateColumns.submittedAt,
  eligible: candidateColumns.eligible,
  nonEligibilityReasons: candidateColumns.nonEligibilityReasons,
  totalScore: candidateColumns.totalScore,
  rank: candidateColumns.rank,
  rankingMark: candidateColumns.rankingMark,
  firstName: candidateColumns.firstName,
  lastName: candidateColumns.lastName,
  email: candidateColumns.email,
  acceptanceState: candidateColumns.acceptanceState,
  preselected: candidateColumns.preselected,
  panelScore: candidateColumns.panelScore,
  correctedPanelScore: candidateColumns.correctedPanelScore,
  finalScore: candidateColumns.finalScore,
  finalRank: candidateColumns.finalRank,
  panelSpread: candidateColumns.panelSpread,
} satisfies Record<keyof CandidateSummary, unknown>;

/** What `summaryColumns` reads: the summary's fields but the reasons (as kept). */
export type CandidateSummaryRow = Omit<CandidateSummary, 'nonEligibilityReasons'> & {
  nonEligibilityReasons: ApplicationRow['nonEligibilityReasons'];
};

/** What `candidateColumns` reads: the answer's fields but the reasons (as kept) and the interview (flat). */
export type CandidateRow = Omit<Candidate, 'nonEligibilityReasons' | 'interview'> & {
  nonEligibilityReasons: ApplicationRow['nonEligibilityReasons'];
  interviewState: InterviewState | null;
  slotId: number | null;
  slotStartsAt: string | null;
  slotMinutes: number | null;
  slotPlace: string | null;
  slotVideoUrl: string | null;
  slotCapacity: number | null;
  slotBooked: number | null;
};

/**
 * The page's ids are found first, on the indexes of the list's order where it has one, and only those rows are then
 * read with their applicant and place (and, for whole rows, the interview's slot); the count rides beside them (a
 * page past the end is one row holding the count only). Prepared once for each shape the list is asked in
 * (db/queries.ts), under `name`. The applicant's join is left out by PostgreSQL wherever neither the filter, the
 * order nor the row names them.
 */
function candidatesPageOf<Row extends { id: number }>(
  name: string,
  columns: SelectedFields,
  { slot }: { slot: boolean },
) {
  return preparedPage(name, (conn, list, given: { reader: number | Placeholder }) => {
    // The reader's sign-in state, read by this statement too (a route declaring `signInInQuery`, plugins/auth.ts).
    const reader = readerSignIn(conn, given.reader);
    const total = conn
      .select({ value: sql<number>`count(*)::int`.as('matching') })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(list.where)
      .as('total');
    const page = conn
      .select({ id: sql<number>`${applications.id}`.as('page_id') })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset)
      .as('page');
    const rows = conn
      .select({ signIn: reader.state, matching: total.value, ...columns })
      .from(reader.row)
      .leftJoin(total, sql`true`)
      .leftJoin(page, sql`true`)
      .leftJoin(applications, eq(applications.id, page.id))
      .leftJoin(users, eq(users.id, applications.userId))
      // One place at most per application (unique): the row stays one row.
      .leftJoin(acceptances, eq(acceptances.applicationId, applications.id))
      .$dynamic();
    if (slot) rows.leftJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId));
    return rows.orderBy(...list.orderBy) as unknown as PreparablePage<Row>;
  });
}

/** A page's statement: each row the reader's sign-in state, the count, and one candidate's columns (null past the end). */
type PageRow<Row> = { signIn: SignInState | null; matching: number } & { [K in keyof Row]: Row[K] | null };
type PreparablePage<Row> = PromiseLike<PageRow<Row>[]> & {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<PageRow<Row>[]> };
};

const candidatesPage = candidatesPageOf<CandidateRow>('candidates_page', candidateColumns, { slot: true });
const summariesPage = candidatesPageOf<CandidateSummaryRow>('candidates_summary_page', summaryColumns, {
  slot: false,
});

/** Who reads a page of candidates, and the evaluator (if any) their conflicts of interest are hidden from. */
type CandidatesReading = { reader: number; hiddenFrom?: number };

async function pageRows<Row extends { id: number }>(
  query: ReturnType<typeof candidatesPageOf<Row>>,
  conn: Conn,
  list: ParsedList,
  { reader, hiddenFrom }: CandidatesReading,
): Promise<{ signIn: SignInState | undefined; rows: Row[]; total: number }> {
  const where = hiddenFrom === undefined ? list.where : and(list.where, notConflicted(conn, hiddenFrom));
  const rows = await query(conn, { ...list, where }, { reader });
  const found = rows.filter((row) => row.id !== null) as unknown as Row[];
  return { signIn: rows[0]?.signIn ?? undefined, rows: found, total: rows[0]?.matching ?? 0 };
}

/** One line of the committee's trail; `before` and `after` hold what changed, as the answer showed it. */
export type AuditEntry = {
  applicationId: number;
  /**
   * Who acted (the signed-in administrator); their name is copied from the account at that moment. Null: the
   * portal itself (the job that passes a free place on), with no name.
   */
  actor: { id: number } | null;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
  /** The committee's note on the change, if any. */
  note?: string | null;
};

export const reviewRepository = {
  /**
   * A page of candidates and how many match, with the reader's sign-in state (undefined when they are gone), in one
   * statement whatever the page (see `candidatesPageOf`). `hiddenFrom`: an evaluator, from whom the applications
   * they declared a conflict of interest with are left out (the list answers them as if those did not exist).
   */
  listCandidates: (conn: Conn, list: ParsedList, reading: CandidatesReading) =>
    pageRows(candidatesPage, conn, list, reading),

  /** The same page of candidates as `listCandidates`, each row with the summary's fields only (`view=summary`). */
  listCandidateSummaries: (conn: Conn, list: ParsedList, reading: CandidatesReading) =>
    pageRows(summariesPage, conn, list, reading),

  /**
   * Adds a line to an application's trail (eligibility checks, scores, bonuses, decisions). Call it in the
   * transaction that makes the change, so the trail and the change are written together or not at all.
   */
  async recordAudit(conn: Conn, entry: AuditEntry): Promise<void> {
    await conn.insert(applicationAudit).values({
      applicationId: entry.applicationId,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor
        ? sql`coalesce((select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${entry.actor.id}), '')`
        : '',
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note ?? null,
    });
  },

  /** An application's trail, oldest first. */
  async auditOf(conn: Conn, applicationId: number) {
    return conn
      .select()
      .from(applicationAudit)
      .where(eq(applicationAudit.applicationId, applicationId))
      .orderBy(applicationAudit.at, applicationAudit.id);
  },
};

export const recordAudit = reviewRepository.recordAudit;
