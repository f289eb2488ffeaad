import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { applicationKeys } from '@/features/applications/api/keys';

type Saved<V> = { values: V; version: number | null };

/**
 * How a step form saves and reloads a part an application has at most one of (school result, high-school resume):
 * created on its first save, then changed by its id; what the server answers replaces the cached copy.
 */
export function usePartPersistence<Part extends { id: number; version: number }, Values, Body>(options: {
  applicationId: number;
  part: 'school-result' | 'high-school-resume';
  initial: Part | null;
  valuesOf: (part: Part | null) => Values;
  bodyOf: (values: Values) => Body;
  save: (applicationId: number, partId: number | null, body: Body & { version?: number }) => Promise<Part>;
  fetch: (applicationId: number) => Promise<Part | null>;
}) {
  const { applicationId, initial, valuesOf, bodyOf, save, fetch } = options;
  const queryClient = useQueryClient();
  const partId = useRef(initial?.id ?? null);
  const key = applicationKeys.part(applicationId, options.part);
  const keep = (part: Part | null): Saved<Values> => {
    partId.current = part?.id ?? null;
    queryClient.setQueryData(key, part);
    return { values: valuesOf(part), version: part?.version ?? null };
  };
  return {
    loaded: { values: valuesOf(initial), version: initial?.version ?? null },
    send: async (values: Values, version: number | null) =>
      keep(await save(applicationId, partId.current, { ...bodyOf(values), version: version ?? undefined })),
    reload: async () => keep(await fetch(applicationId)),
  };
}
