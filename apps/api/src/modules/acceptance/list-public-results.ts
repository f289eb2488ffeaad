import type { PublicResultsSession } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import { initialsOf } from './acceptance.dto.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

/** What the public results page lists: closed sessions not hidden, each place by number and initials. */
export async function listPublicResults({ db }: Pick<AppContext, 'db'>): Promise<PublicResultsSession[]> {
  const sessionsWithRows = await places.publicResults(db);
  return sessionsWithRows.map(({ session, rows }) => ({
    id: session.id,
    name: session.name,
    year: session.year,
    publishedAt: session.publishedAt?.toISOString() ?? null,
    results: rows.map((row) => ({
      number: row.number,
      initials: initialsOf(row.firstName, row.lastName),
      state: row.state,
    })),
  }));
}
