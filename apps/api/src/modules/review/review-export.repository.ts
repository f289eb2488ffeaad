import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, studentProfiles, users } from '../../db/schema/index.ts';
import type { ParsedList } from '../../lib/list-query.ts';

/** The export's columns: every matching candidate with contacts. */
const exportColumns = {
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
};
type ExportColumns = typeof exportColumns;

/** One candidate of the export, typed as Drizzle would read it. */
export type ExportRow = { [K in keyof ExportColumns]: ExportColumns[K]['_']['data'] | null } & {
  [K in keyof ExportColumns as ExportColumns[K]['_']['notNull'] extends true
    ? K
    : never]: ExportColumns[K]['_']['data'];
};

const named = Object.fromEntries(
  Object.entries(exportColumns).map(([name, column]) => [name, sql`${column}`.as(name)]),
) as Record<string, SQL.Aliased>;

/** A row as the cursor hands it (each value named as its key, as the driver reads it) made what Drizzle makes. */
function fromDriver(raw: Record<string, unknown>): ExportRow {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(exportColumns) as [string, Column][]) {
    const value = raw[name];
    row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ExportRow;
}

/**
 * The candidates matching the list's filter, search and order, through a cursor of the transaction: the database
 * hands `batch` rows at a time, and the next batch is asked for only once the caller has taken the last (so memory
 * holds one batch, whatever the number of candidates). Call it in a transaction: a cursor lives as long as it.
 */
export async function* exportRows(tx: Tx, list: ParsedList, batch: number): AsyncGenerator<ExportRow[]> {
  const query = tx
    .select(named)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.userId))
    .where(list.where)
    .orderBy(...list.orderBy);
  await tx.execute(sql`declare candidates_export no scroll cursor for ${query}`);
  for (;;) {
    const { rows } = (await tx.execute(sql.raw(`fetch ${batch} from candidates_export`))) as unknown as {
      rows: Record<string, unknown>[];
    };
    if (rows.length > 0) yield rows.map(fromDriver);
    if (rows.length < batch) break;
  }
  await tx.execute(sql`close candidates_export`);
}
