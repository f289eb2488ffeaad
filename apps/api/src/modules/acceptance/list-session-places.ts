import type { Place } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import { fullName, toAcceptance } from './acceptance.dto.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

/** A session's places for the committee, each with the place it was offered after. */
export async function listSessionPlaces(
  { db }: Pick<AppContext, 'db'>,
  { sessionId }: { sessionId: number },
): Promise<Place[]> {
  if (!(await sessions.find(db, sessionId))) throw notFound('session');
  const rows = await places.chain(db, sessionId);
  return rows.map((row) => ({
    applicationId: row.acceptance.applicationId,
    name: fullName(row.firstName, row.lastName),
    rank: row.rank,
    ...toAcceptance(row.acceptance),
    after:
      row.beforeApplicationId !== null && row.beforeState !== null
        ? {
            applicationId: row.beforeApplicationId,
            name: fullName(row.beforeFirstName, row.beforeLastName),
            state: row.beforeState,
          }
        : null,
  }));
}
