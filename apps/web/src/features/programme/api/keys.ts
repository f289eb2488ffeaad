import { queryRoots } from '@/lib/query-keys';

export const programmeKeys = {
  /** The settings as administrators edit them. */
  settings: () => [...queryRoots.settings, 'admin'] as const,
};
