import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import type { AuditAction } from '@portal/shared/enums';
import { and, asc, count, eq, getTableColumns, notExists, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  acceptances,
  applicationAudit,
  applications,
  evaluationConflicts,
  interviewSlots,
  studentProfiles,
  users,
} from '../../db/schema/index.ts';
import { defineListSpec, type ListField, listFields, type ParsedList } from '../../lib/list-query.ts';
import { type SlotRow, slotColumns } from '../applications/public.ts';

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
  searchColumns: [users.firstName, users.lastName, users.email, sql`${users.firstName} || ' ' || ${users.lastName}`],
});

const candidateColumns = {
  ...getTableColumns(applications),
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  acceptanceState: acceptances.state,
  interviewSlot: slotColumns,
};

export type CandidateRow = typeof applications.$inferSelect & {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  acceptanceState: AcceptanceState | null;
  /** The slot the interview is booked in, with its bookings; null without one. */
  interviewSlot: SlotRow | null;
};

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
   * A page of candidates and how many match, in one query (the count rides on each row); a page past the end asks
   * again. `hiddenFrom`: an evaluator, from whom the applications they declared a conflict of interest with are left
   * out (the list answers them as if those did not exist).
   */
  async listCandidates(
    conn: Conn,
    list: ParsedList,
    hiddenFrom?: number,
  ): Promise<{ rows: CandidateRow[]; total: number }> {
    const where = hiddenFrom === undefined ? list.where : and(list.where, notConflicted(conn, hiddenFrom));
    const counted = await conn
      .select({ ...candidateColumns, matching: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      // One place at most per application (unique): the row stays one row.
      .leftJoin(acceptances, eq(acceptances.applicationId, applications.id))
      .leftJoin(interviewSlots, eq(interviewSlots.id, applications.interviewSlotId))
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset);
    const rows = counted.map(({ matching: _, ...row }) => row);
    if (counted.length > 0) return { rows, total: counted[0]!.matching };
    const [total] = await conn
      .select({ value: count() })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where);
    return { rows, total: total?.value ?? 0 };
  },

  /** The export's query: every matching candidate with contacts, in the list's order (read through a cursor). */
  exportQuery(conn: Conn, list: ParsedList) {
    return conn
      .select({
        id: applications.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: studentProfiles.mobileNumber,
        town: studentProfiles.town,
        type: applications.type,
        universityStudent: applications.universityStudent,
        submitted: applications.submitted,
        submittedAt: applications.submittedAt,
        eligible: applications.eligible,
        reasons: applications.nonEligibilityReasons,
        scoreParts: applications.scoreParts,
        bonus: applications.bonus,
        bonusReason: applications.bonusReason,
        totalScore: applications.totalScore,
        rank: applications.rank,
        rankingMark: applications.rankingMark,
        status: applications.status,
        preselected: applications.preselected,
        interviewState: applications.interviewState,
        panelScore: applications.panelScore,
        correctedPanelScore: applications.correctedPanelScore,
        finalScore: applications.finalScore,
        finalRank: applications.finalRank,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.userId))
      .where(list.where)
      .orderBy(...list.orderBy);
  },

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
