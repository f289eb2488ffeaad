import type { ReferenceKind } from '@portal/shared/reference';
import { queryRoots } from '@/lib/query-keys';

/** One list per kind, whoever reads it (the admin screens, the student form, a user's page). */
export const referenceKeys = {
  items: (kind: ReferenceKind) => [...queryRoots.reference, kind] as const,
};
