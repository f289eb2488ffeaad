import { useRef, useState } from 'react';
import type { ListQuery } from '@/components/list/list-spec';
import { saveFile } from '@/lib/save-file';
import { exportCandidates } from '../api/export-candidates';

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
