import type { Conn } from '../../db/client.ts';
import { type ApplicationRow, applicationsRepository as applications } from '../applications/public.ts';

/** Queries of renewing: the chain of funded years an application ends. */
export const renewalRepository = {
  /**
   * How many consecutive funded years end with this application: itself, then the approved applications it
   * renews, one by one (a chain is at most a few years long).
   */
  async fundedYears(conn: Conn, row: ApplicationRow): Promise<number> {
    let years = 0;
    let current: ApplicationRow | undefined = row;
    const seen = new Set<number>();
    while (current && current.status === 'APPROVED' && !seen.has(current.id)) {
      seen.add(current.id);
      years += 1;
      current = current.renewedFromId == null ? undefined : await applications.find(conn, current.renewedFromId);
    }
    return years;
  },
};
