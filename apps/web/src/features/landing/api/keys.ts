import { queryRoots } from '@/lib/query-keys';

/** What visitors read, under the roots of the data it comes from, so that an administrator's change refreshes it. */
export const landingKeys = {
  statistics: () => queryRoots.statistics,
  publicSettings: () => [...queryRoots.settings, 'public'] as const,
  randomQuotes: (count: number) => [...queryRoots.quotes, 'random', count] as const,
};
