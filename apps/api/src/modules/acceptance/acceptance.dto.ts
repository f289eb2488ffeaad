import type { Acceptance } from '@portal/shared/acceptance';
import type { AcceptanceRow } from './acceptance.repository.ts';

export const toAcceptance = (row: AcceptanceRow): Acceptance => ({
  state: row.state,
  deadline: row.deadline.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  withdrawalReason: row.withdrawalReason,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** "Jean Paul Mbarga" → "J. P. M.": what the public results show of a person. */
export function initialsOf(first: string | null, last: string | null): string {
  const letters = `${first ?? ''} ${last ?? ''}`
    .split(/[\s-]+/u)
    .filter(Boolean)
    .map((part) => `${[...part][0]!.toLocaleUpperCase()}.`);
  return letters.join(' ');
}
