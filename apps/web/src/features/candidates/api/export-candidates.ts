import type { ListQuery } from '@/components/list/list-spec';
import { apiDownload, type Download } from '@/lib/api-client';

/** `candidates-export-YYYYMMDDHHmmss.xlsx` (UTC), the server's own name for the file, used if it gives none. */
export function exportFileName(now: Date): string {
  return `candidates-export-${now.toISOString().replace(/\D/g, '').slice(0, 14)}.xlsx`;
}

/** Every candidate the list's filter, search and sort select, as a spreadsheet, read as it arrives. */
export async function exportCandidates(
  query: Pick<ListQuery, 'filter' | 'search' | 'sort'>,
  onProgress: (receivedBytes: number) => void,
  signal?: AbortSignal,
): Promise<Download & { fileName: string }> {
  const download = await apiDownload(
    {
      path: '/applications/export/{format}',
      pathParams: { format: 'EXCEL' },
      query: { filter: query.filter, search: query.search, sort: query.sort },
      signal,
    },
    onProgress,
  );
  return { ...download, fileName: download.fileName ?? exportFileName(new Date()) };
}
