import type { Locale } from '@portal/shared/locales';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { Candidate, ExportQuery } from '@portal/shared/review';
import type { AuditEntryAnswer } from '@portal/shared/review-runs';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { createXlsxWriter } from '../../lib/xlsx-stream.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { applicationsRepository, toApplication, toInterview } from '../applications/public.ts';
import { candidateSheet, exportFileName } from './candidates-export.ts';
import { type CandidateRow, candidateListSpec, reviewRepository as review } from './review.repository.ts';

/** Rows read from the database at a time while exporting: memory stays flat whatever the number of candidates. */
export const EXPORT_BATCH = 500;

export function toCandidate(row: CandidateRow, locale?: Locale): Candidate {
  return {
    ...toApplication(row, locale),
    scoreParts: row.scoreParts,
    bonus: row.bonus,
    bonusReason: row.bonusReason,
    rank: row.rank,
    rankingMark: row.rankingMark,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    acceptanceState: row.acceptanceState,
    preselected: row.preselected,
    interview: toInterview(row.interviewState, row.interviewSlot),
    panelScore: row.panelScore,
    correctedPanelScore: row.correctedPanelScore,
    finalScore: row.finalScore,
    finalRank: row.finalRank,
    panelSpread: row.panelSpread,
  };
}

export function createReviewService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** The candidates a staff member may read: an evaluator's declared conflicts are left out. */
    async candidates(viewer: CurrentUser, query: ListQuery, locale?: Locale): Promise<Page<Candidate>> {
      const list = parseListQuery(query, candidateListSpec);
      const hiddenFrom = viewer.role === 'EVALUATOR' ? viewer.id : undefined;
      const { rows, total } = await review.listCandidates(db, list, hiddenFrom);
      return toPage(
        rows.map((row) => toCandidate(row, locale)),
        total,
        list,
      );
    },

    /** What the committee did to an application, newest first; kept even once the application is cancelled. */
    async audit(id: number): Promise<AuditEntryAnswer[]> {
      const rows = await review.auditOf(db, id);
      if (rows.length === 0 && !(await applicationsRepository.find(db, id))) throw notFound('application');
      return rows.reverse().map((row) => ({
        id: row.id,
        action: row.action,
        actorName: row.actorName,
        at: row.at.toISOString(),
        before: row.before,
        after: row.after,
        note: row.note,
      }));
    },

    /**
     * The candidates matching the query as an .xlsx, written into `out` batch by batch. The query is checked before
     * anything is written (a bad filter is a 400); then the rows are read in one read-only snapshot, so the file is
     * consistent even while others write.
     */
    prepareExport(query: ExportQuery, locale: Locale, now = new Date()) {
      const list = parseListQuery({ ...query, page: 0, size: EXPORT_BATCH, paged: true }, candidateListSpec);
      const sheet = candidateSheet(locale);
      return {
        fileName: exportFileName(now),
        async writeTo(out: NodeJS.WritableStream & { destroyed: boolean }) {
          const xlsx = await createXlsxWriter(out as never, sheet.name, sheet.headings, now);
          await db.transaction(
            async (tx) => {
              for (let offset = 0; ; offset += EXPORT_BATCH) {
                const rows = await review.exportQuery(tx, list).limit(EXPORT_BATCH).offset(offset);
                await xlsx.addRows(rows.map(sheet.row));
                if (rows.length < EXPORT_BATCH) break;
              }
            },
            { isolationLevel: 'repeatable read', accessMode: 'read only' },
          );
          await xlsx.finish();
        },
      };
    },
  };
}
