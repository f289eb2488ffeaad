import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applicationKeys } from '@/features/applications/public';
import { ApiError } from '@/lib/api-error';
import type { UploadProgress } from '@/lib/api-upload';
import { onReconnect } from '@/lib/connection';
import { deleteDocument } from '../api/delete-document';
import { uploadDocument } from '../api/upload-document';
import { type PendingUpload, pendingUploads } from '../utils/pending-uploads';
import { prepareDocument } from '../utils/prepare-document';

/** Refusals that no retry can change: the file itself is wrong (not a PDF or a photo, or too large). */
const finalStatuses = new Set([413, 415]);

export type Refusal = { typeId: number; message: string; code: string };

const failureOf = (error: unknown) =>
  error instanceof ApiError
    ? { status: error.status, code: error.code, message: error.message }
    : { status: 0, code: 'UNKNOWN', message: String(error) };

/**
 * The uploads of one application's documents: each chosen file is prepared (photos compressed, pages joined), kept on
 * the device, then sent with its progress; what fails for a reason that may pass (the line, a conflict, the server)
 * waits there to be sent again, by the Retry button or when the connection returns, also after a reload.
 */
export function useDocumentUploads(applicationId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [progress, setProgress] = useState<Record<string, UploadProgress>>({});
  const [preparing, setPreparing] = useState<Set<number>>(new Set());
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const sending = useRef(new Set<string>());

  const reload = useCallback(
    () => pendingUploads.list(applicationId).then(setPending, () => setPending([])),
    [applicationId],
  );
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.documents(applicationId) });
    // Adding or removing a document can change whether the step is complete.
    void queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId), exact: true });
  }, [queryClient, applicationId]);

  const send = useCallback(
    async (upload: PendingUpload) => {
      if (sending.current.has(upload.key)) return;
      sending.current.add(upload.key);
      setProgress((all) => ({ ...all, [upload.key]: { sent: 0, total: upload.blob.size } }));
      let current: PendingUpload = { ...upload, failure: null };
      let changed = false;
      try {
        if (current.replaces !== null) {
          await deleteDocument(current.replaces).catch((error) => {
            if (!(error instanceof ApiError && error.status === 404)) throw error;
          });
          changed = true;
          current = await pendingUploads.put({ ...current, replaces: null });
        }
        await uploadDocument({
          applicationId,
          typeId: upload.typeId,
          file: upload.blob,
          name: upload.name,
          onProgress: (step) => setProgress((all) => ({ ...all, [upload.key]: step })),
        });
        changed = true;
        await pendingUploads.remove(upload.key);
      } catch (error) {
        const failure = failureOf(error);
        if (finalStatuses.has(failure.status)) {
          await pendingUploads.remove(upload.key);
          setRefusals((all) => [...all, { typeId: upload.typeId, message: failure.message, code: failure.code }]);
        } else await pendingUploads.put({ ...current, failure });
      } finally {
        sending.current.delete(upload.key);
        setProgress(({ [upload.key]: _, ...rest }) => rest);
        await reload();
        if (changed) refresh();
      }
    },
    [applicationId, reload, refresh],
  );

  const add = useCallback(
    async (typeId: number, files: File[], replaces: number | null) => {
      setRefusals((all) => all.filter((refusal) => refusal.typeId !== typeId));
      setPreparing((all) => new Set(all).add(typeId));
      try {
        const prepared = await prepareDocument(files);
        const upload = await pendingUploads.put({
          key: crypto.randomUUID(),
          applicationId,
          typeId,
          ...prepared,
          replaces,
          created: Date.now(),
          failure: null,
        });
        await reload();
        await send(upload);
      } catch (error) {
        setRefusals((all) => [...all, { typeId, message: failureOf(error).message, code: 'UNREADABLE' }]);
      } finally {
        setPreparing((all) => {
          const next = new Set(all);
          next.delete(typeId);
          return next;
        });
      }
    },
    [applicationId, reload, send],
  );

  const discard = useCallback(
    async (key: string) => {
      await pendingUploads.remove(key);
      await reload();
    },
    [reload],
  );

  // What waits on the device goes when the line is up: on opening the step (after a reload too) and on reconnecting.
  // Only uploads that failed on the line, or never finished, go by themselves; a refusal waits for the Retry button.
  useEffect(() => {
    const sendWaiting = async () => {
      if (!navigator.onLine) return;
      const waiting = await pendingUploads.list(applicationId).catch(() => []);
      for (const upload of waiting) if (!upload.failure || upload.failure.status === 0) await send(upload);
    };
    void reload().then(sendWaiting);
    return onReconnect(() => void sendWaiting());
  }, [applicationId, reload, send]);

  const dismissRefusal = (typeId: number) => setRefusals((all) => all.filter((refusal) => refusal.typeId !== typeId));

  return { pending, progress, preparing, refusals, add, send, discard, dismissRefusal };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
