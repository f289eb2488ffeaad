import type { Locale } from '@portal/shared/locales';
import type { ExportQuery } from '@portal/shared/review';
import type { AppContext } from '../../context.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { createXlsxWriter } from '../../lib/xlsx-stream.ts';
import { candidateSheet, exportFileName } from './review.export-sheet.ts';
import { candidateListSpec } from './review.repository.ts';
import { exportRows } from './review-export.repository.ts';

/** Rows the database hands at a time while exporting: memory stays flat whatever the number of candidates. */
export const EXPORT_BATCH = 500;

/**
 * The candidates matching the query as an .xlsx, streamed from the database into `out`. The query is checked before
 * anything is written (a bad filter is a 400); then the rows are read through a cursor in one read-only snapshot, so
 * the file is consistent even while others write, and each batch is written before the next is read.
 */
export function exportCandidates(
  { db }: Pick<AppContext, 'db'>,
  { query, locale, now = new Date() }: { query: ExportQuery; locale: Locale; now?: Date },
) {
  const list = parseListQuery({ ...query, page: 0, size: EXPORT_BATCH, paged: true }, candidateListSpec);
  const sheet = candidateSheet(locale);
  return {
    fileName: exportFileName(now),
    async writeTo(out: NodeJS.WritableStream & { destroyed: boolean }) {
      const xlsx = await createXlsxWriter(out as never, sheet.name, sheet.headings, now);
      await db.transaction(
        async (tx) => {
          for await (const rows of exportRows(tx, list, EXPORT_BATCH)) await xlsx.addRows(rows.map(sheet.row));
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      await xlsx.finish();
    },
  };
}
