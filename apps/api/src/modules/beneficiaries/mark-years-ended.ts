import type { AppContext } from '../../context.ts';
import { acceptanceRepository } from '../acceptance/public.ts';

const yearMs = 365 * 24 * 3600_000;

/** The periodic job: a year ended (a year after publication) without a submitted renewal is marked so, once. */
export async function markYearsEnded(
  { db }: Pick<AppContext, 'db'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  return acceptanceRepository.markNotRenewed(db, new Date(now.getTime() - yearMs), now);
}
