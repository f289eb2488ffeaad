import { useRef, useState } from 'react';
import type { ListQuery } from '@/components/list/list-spec';
import { exportCandidates } from '../api/export-candidates';

/** Hands a downloaded file to the browser, as a link to it would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the save; the address is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type ExportState = { pending: boolean; receivedBytes: number; savedAs: string | null; error: string | null };
const idle: ExportState = { pending: false, receivedBytes: 0, savedAs: null, error: null };

/** The export of the list as it is filtered: the bytes received while it arrives, then the file saved. */
export function useExport() {
  const [state, setState] = useState<ExportState>(idle);
  const running = useRef<AbortController | null>(null);

  async function start(query: Pick<ListQuery, 'filter' | 'search' | 'sort'>) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ ...idle, pending: true });
    try {
      const file = await exportCandidates(
        query,
        (receivedBytes) => setState((current) => ({ ...current, receivedBytes })),
        controller.signal,
      );
      saveFile(file.blob, file.fileName);
      setState((current) => ({ ...current, pending: false, savedAs: file.fileName }));
    } catch (error) {
      const message = controller.signal.aborted ? null : error instanceof Error ? error.message : String(error);
      setState((current) => ({ ...current, pending: false, error: message }));
    } finally {
      running.current = null;
    }
  }

  return { ...state, start, cancel: () => running.current?.abort() };
}
