import { useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/public';
import type { StepSource } from './use-draft-form';

type Part = Parameters<typeof applicationKeys.part>[1];

/**
 * The source of a step that is one part of the application (a school result, a high-school resume, a family):
 * read by `get`, created on its first save and then replaced by `save`, what the server answers kept in the query
 * cache under the part's key, where the other screens (the submission's list) read it.
 */
export function usePartSource<P extends { id: number } | null, V, B>(options: {
  applicationId: number;
  part: Part;
  initial: P;
  valuesOf: (part: P) => V;
  get: (applicationId: number) => Promise<P>;
  save: (applicationId: number, id: number | null, body: B & { version?: number }) => Promise<NonNullable<P>>;
}): StepSource<P, V, B> {
  const { applicationId, part, get, save } = options;
  const queryClient = useQueryClient();
  return {
    initial: options.initial,
    valuesOf: options.valuesOf,
    send: (body, version, current) => save(applicationId, current?.id ?? null, { ...body, version }),
    fetch: () => get(applicationId),
    store: (saved) => queryClient.setQueryData(applicationKeys.part(applicationId, part), saved),
  };
}
