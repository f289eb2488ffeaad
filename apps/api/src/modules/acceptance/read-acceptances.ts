import type { Acceptance } from '@portal/shared/acceptance';
import type { Conn } from '../../db/client.ts';
import { toAcceptance } from './acceptance.dto.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

/**
 * The place of each of these applications, for the applications' answers (lent to the applications and renewal by
 * the registry). `db` may be the caller's transaction.
 */
export async function readAcceptances(
  { db }: { db: Conn },
  { applicationIds }: { applicationIds: number[] },
): Promise<Map<number, Acceptance>> {
  const rows = await places.ofApplications(db, applicationIds);
  return new Map(rows.map((row) => [row.applicationId, toAcceptance(row)]));
}
