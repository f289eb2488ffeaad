import { useMutation } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useCallback, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiForm, useApiForm } from '@/components/form/use-api-form';
import { useStepDraft } from './use-step-draft';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * Where a step's values come from and go: what the server holds (a part an application may not have yet is
 * `Part | null`), the form's values for it, the write and the read. Every saving step and entry of the editor describes itself this way and nothing
 * more; drafts, the cache, the form's reset and the stale copy are `useDraftForm`'s.
 */
export type StepSource<Server, V, Body> = {
  initial: Server;
  valuesOf: (server: Server) => V;
  /** The version a write must name (the server's copy's, by default). */
  versionOf?: (server: Server) => number | null;
  /**
   * When the server stored these values; null when it holds nothing of them yet (by default the copy's `modified`,
   * and null for no copy).
   */
  savedAt?: (server: Server) => string | null;
  /** The write, with the version the values were typed against; answers what the server now holds. */
  send: (body: Body, version: number | undefined, current: Server) => Promise<Server>;
  /** The server's latest copy, after a refused stale write. */
  fetch: (current: Server) => Promise<Server>;
  /** Keeps what the server answered where other screens read it (the query cache). */
  store?: (server: Server) => void;
};

export type DraftFormOptions<S extends Schema, V extends FieldValues, Server, Body> = {
  applicationId: number;
  /** Where the draft is kept on the device: a section, or one entry of a list. */
  draftKey: string;
  readOnly: boolean;
  /** The shared schema of the request body: the API checks the same. */
  schema: S;
  /** The form's values as the body the schema checks and the write sends. */
  toBody: (values: V) => Body;
  source: StepSource<Server, V, Body>;
};

const defaultVersion = (server: unknown) =>
  server && typeof server === 'object' && 'version' in server && typeof server.version === 'number'
    ? server.version
    : null;
const defaultSavedAt = (server: unknown) =>
  server && typeof server === 'object' && 'modified' in server && typeof server.modified === 'string'
    ? server.modified
    : null;

/**
 * The one way to save a step of the editor: a form of the kit (`useApiForm`, the shared schema, the server's
 * complaints on the fields) with a draft layer on it (`useStepDraft`: kept on the device, sent when the connection
 * returns, a stale write shown and never overwritten). `save` checks the values, sends them and answers whether
 * the server has them.
 */
export function useDraftForm<S extends Schema, V extends FieldValues, Server, Body>(
  options: DraftFormOptions<S, V, Server, Body>,
): { form: ApiForm<V, z.output<S>>; draft: ReturnType<typeof useStepDraft<V>>; save: SaveStep; current: () => Server } {
  const { source, toBody } = options;
  const versionOf = source.versionOf ?? defaultVersion;
  const savedAtOf = source.savedAt ?? defaultSavedAt;
  const current = useRef(source.initial);
  const held = (server: Server) => ({
    values: source.valuesOf(server),
    version: versionOf(server),
    savedAt: savedAtOf(server),
  });
  const loaded = held(source.initial);
  const form = useApiForm<S, V>(options.schema, loaded.values as DefaultValues<V>, { toInput: toBody });
  const keep = (server: Server) => {
    current.current = server;
    source.store?.(server);
    return held(server);
  };
  // The write is a mutation like any other; what it answers is kept before the form shows it.
  const write = useMutation({
    mutationFn: ({ values, version }: { values: V; version: number | null }) =>
      source.send(toBody(values), version ?? undefined, current.current),
  });
  const draft = useStepDraft<V, z.output<S>>({
    applicationId: options.applicationId,
    section: options.draftKey,
    form,
    loaded,
    readOnly: options.readOnly,
    send: async (values, version) => keep(await write.mutateAsync({ values, version })),
    reload: async () => keep(await source.fetch(current.current)),
    onError: form.setServerError,
  });
  const { submit, getValues } = form;
  const save: SaveStep = useCallback(
    (then) =>
      submit(async () => {
        if (await draft.save(getValues())) await then?.();
      }),
    [submit, getValues, draft.save],
  );
  return { form, draft, save, current: () => current.current };
}

/** A submit handler that checks and sends the values, then (once the server has them) does `then`. */
export type SaveStep = (then?: () => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
