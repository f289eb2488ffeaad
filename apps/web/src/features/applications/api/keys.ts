import { queryRoots } from '@/lib/query-keys';

/** Query keys of the applications feature: one factory, so a write can refresh exactly what it changed. */
export const applicationKeys = {
  all: queryRoots.applications,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  current: () => [...applicationKeys.all, 'current'] as const,
  renewable: () => [...applicationKeys.all, 'renewable'] as const,
  one: (id: number) => [...applicationKeys.all, 'one', id] as const,
  part: (
    applicationId: number,
    part:
      | 'school-result'
      | 'high-school-resume'
      | 'family'
      | 'family-members'
      | 'financing'
      | 'extra-activities'
      | 'rating'
      | 'applicant'
      | 'documents',
  ) => [...applicationKeys.one(applicationId), part] as const,
  documents: (applicationId: number) => applicationKeys.part(applicationId, 'documents'),
  sessionStatistics: (sessionId: number) => [...applicationKeys.all, 'statistics', sessionId] as const,
  previousSessionStatistics: (sessionId: number) =>
    [...applicationKeys.all, 'statistics', sessionId, 'previous'] as const,
};
