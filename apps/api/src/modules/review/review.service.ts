import type { Locale } from '@portal/shared/locales';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { Candidate, ExportQuery } from '@portal/shared/review';
import type { AppContext } from '../../context.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { createXlsxWriter } from '../../lib/xlsx-stream.ts';
import { toApplication } from '../applications/applications.dto.ts';
import { candidateSheet, exportFileName } from './candidates-export.ts';
import { type CandidateRow, candidateListSpec, reviewRepository as review } from './review.repository.ts';

/** Rows read from the database at a time while exporting: memory stays flat whatever the number of candidates. */
export const EXPORT_BATCH = 500;

export function toCandidate(row: CandidateRow): Candidate {
  return {
    ...toApplication(row),
    scoreParts: row.scoreParts,
    bonus: row.bonus,
    bonusReason: row.bonusReason,
    rank: row.rank,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  };
}

export function createReviewService({ db }: Pick<AppContext, 'db'>) {
  return {
    async candidates(query: ListQuery): Promise<Page<Candidate>> {
      const list = parseListQuery(query, candidateListSpec);
      const { rows, total } = await review.listCandidates(db, list);
      return toPage(rows.map(toCandidate), total, list);
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
          const xlsx = await createXlsxWriter(out as never, sheet.name, sheet.headings);
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
