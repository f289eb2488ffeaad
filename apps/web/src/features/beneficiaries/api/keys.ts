import { queryRoots } from '@/lib/query-keys';

/** A beneficiary's year and the committee's board hang under the applications root (they follow the places). */
export const beneficiaryKeys = {
  all: [...queryRoots.applications, 'beneficiaries'] as const,
  year: (applicationId: number) => [...queryRoots.applications, 'beneficiaries', applicationId] as const,
  board: () => [...queryRoots.applications, 'beneficiaries', 'board'] as const,
};
