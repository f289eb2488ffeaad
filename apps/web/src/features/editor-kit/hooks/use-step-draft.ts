import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { onReconnect } from '@/lib/connection';
import { clearDraft, readDraft, type StepDraft, sameValues, saveDraft } from '../utils/draft-store';

/**
 * Where a step's values are, said only once it is known: nothing saved yet, on the server (since `savedAt`), only on
 * this device, waiting for the connection, on their way, refused by the server, refused as changed elsewhere.
 */
export type DraftStatus = 'never' | 'server' | 'device' | 'waiting' | 'sending' | 'failed' | 'stale';

/** What the server holds: the values, their version and when it stored them (null: it holds nothing of them yet). */
export type Saved<T> = { values: T; version: number | null; savedAt: string | null };

type Options<T extends FieldValues, O> = {
  applicationId: number;
  section: string;
  form: UseFormReturn<T, unknown, O>;
  /** The server's values as the form shows them, and their version, when the screen opened. */
  loaded: Saved<T>;
  readOnly: boolean;
  /** Sends the values with the version they were typed against; answers what the server now holds. */
  send: (values: T, version: number | null) => Promise<Saved<T>>;
  /** Reads the server's latest values again (after a refused stale write). */
  reload: () => Promise<Saved<T>>;
  /** Errors that are not about the connection or a stale copy (missing or wrong fields). */
  onError: (error: unknown) => void;
};

/** No answer from the server: the values stay on the device and go when the connection returns. */
const noConnection = (error: unknown) => error instanceof ApiError && error.status === 0;
const staleWrite = (error: unknown) => error instanceof ApiError && error.code === 'STALE_WRITE';
const typingPause = 500;

/** What the server's copy alone says: saved at some time, or nothing saved yet. */
const settled = (saved: Saved<unknown>): DraftStatus => (saved.savedAt ? 'server' : 'never');

/** The draft kept on the device that the step must show when it opens, if any (one that differs or waits to go). */
function draftToRestore<T>(applicationId: number, section: string, opened: Saved<T>): StepDraft<T> | null {
  const draft = readDraft<T>(applicationId, section);
  if (!draft) return null;
  if (sameValues(draft.values, opened.values) && !draft.pending) {
    clearDraft(applicationId, section);
    return null;
  }
  return draft;
}

/**
 * Keeps what a student types in one step on the device (debounced, and at once when the page goes away), restores
 * it when the step opens again, and sends it: when asked, and by itself when the connection returns after a save
 * pressed offline. A write refused because the server's copy changed elsewhere is shown, never overwritten.
 */
export function useStepDraft<T extends FieldValues, O = T>(options: Options<T, O>) {
  const { applicationId, section, form, loaded, readOnly } = options;
  // Read while the step is first drawn: it never says "saved on the server" of values that wait on the device.
  const [opening] = useState(() => (readOnly ? null : draftToRestore<T>(applicationId, section, loaded)));
  const [status, setStatus] = useState<DraftStatus>(() =>
    opening ? (opening.pending ? 'waiting' : 'device') : settled(loaded),
  );
  const [savedAt, setSavedAt] = useState(loaded.savedAt);
  const [staleError, setStaleError] = useState<ApiError | null>(null);
  const [staleCopy, setStaleCopy] = useState<T | null>(null);
  const base = useRef(loaded);
  const pending = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const restored = useRef(false);

  const keep = useCallback(
    (values: T) => {
      if (sameValues(values, base.current.values) && !pending.current) {
        clearDraft(applicationId, section);
        setStatus((now) => (now === 'device' ? settled(base.current) : now));
        return;
      }
      const draft: Omit<StepDraft<T>, 'savedAt'> = {
        values,
        base: base.current.values,
        version: base.current.version,
        pending: pending.current,
      };
      saveDraft(applicationId, section, draft);
      setStatus((now) => (now === 'server' || now === 'never' ? 'device' : now));
    },
    [applicationId, section],
  );

  const save = useCallback(
    async (values: T): Promise<boolean> => {
      setStatus('sending');
      try {
        const saved = await latest.current.send(values, base.current.version);
        base.current = saved;
        pending.current = false;
        clearDraft(applicationId, section);
        latest.current.form.reset(saved.values);
        setSavedAt(saved.savedAt ?? new Date().toISOString());
        setStatus('server');
        return true;
      } catch (error) {
        pending.current = noConnection(error);
        saveDraft(applicationId, section, {
          values,
          base: base.current.values,
          version: base.current.version,
          pending: pending.current,
        });
        if (pending.current) setStatus('waiting');
        else if (staleWrite(error)) {
          setStaleError(error as ApiError);
          setStatus('stale');
        } else {
          setStatus('failed');
          latest.current.onError(error);
        }
        return false;
      }
    },
    [applicationId, section],
  );

  // Opening the step: a draft typed here before comes back; one saved offline is sent now if the line is up.
  useEffect(() => {
    if (readOnly || restored.current) return;
    restored.current = true;
    const draft = opening ?? draftToRestore<T>(applicationId, section, latest.current.loaded);
    if (!draft) return;
    const opened = latest.current.loaded;
    // Nobody changed this step's values meanwhile: the draft may go on the version just read.
    const same = sameValues(draft.base, opened.values);
    base.current = { values: draft.base, version: same ? opened.version : draft.version, savedAt: opened.savedAt };
    pending.current = draft.pending;
    latest.current.form.reset(draft.values, { keepDefaultValues: true });
    setStatus(draft.pending ? 'waiting' : 'device');
    if (draft.pending && navigator.onLine) void save(draft.values);
  }, [applicationId, section, readOnly, save, opening]);

  // Typing: kept after a pause, and at once when the tab is hidden or closed or the step is left.
  useEffect(() => {
    if (readOnly) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dirty = false;
    const flush = () => {
      clearTimeout(timer);
      if (dirty) keep(form.getValues());
      dirty = false;
    };
    const subscription = form.watch(() => {
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(flush, typingPause);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [form, keep, readOnly]);

  // The server is reachable again: what was saved offline goes now.
  useEffect(() => {
    if (readOnly) return;
    return onReconnect(() => {
      if (pending.current) void save(latest.current.form.getValues());
    });
  }, [readOnly, save]);

  /** After a refused stale write: the server's latest values in the form, what was typed beside it for copying. */
  const loadLatest = useCallback(async () => {
    const typed = latest.current.form.getValues();
    const fresh = await latest.current.reload();
    base.current = fresh;
    pending.current = false;
    clearDraft(applicationId, section);
    setStaleCopy(typed);
    setStaleError(null);
    latest.current.form.reset(fresh.values);
    setSavedAt(fresh.savedAt);
    setStatus(settled(fresh));
  }, [applicationId, section]);

  return {
    status,
    /** When the server stored the values it holds (null: nothing yet). */
    savedAt,
    save,
    staleError,
    staleCopy,
    loadLatest,
    dismissCopy: () => setStaleCopy(null),
    /** A write that left this step's values as they were (marking it completed) moved the version on. */
    adopt: (version: number) => {
      base.current = { ...base.current, version };
    },
    /** The version the screen's values were typed against: every write names it. */
    version: () => base.current.version,
  };
}
