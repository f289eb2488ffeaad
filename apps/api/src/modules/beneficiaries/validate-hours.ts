import type { ServiceHours } from '@portal/shared/beneficiaries';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { openYear, toHours } from './beneficiaries.year.ts';

/** An administrator validates an entry of service hours: counted from then on (validating twice changes nothing). */
export async function validateHours(
  { db }: Pick<AppContext, 'db'>,
  {
    actor,
    applicationId,
    hoursId,
    now = new Date(),
  }: { actor: CurrentUser; applicationId: number; hoursId: number; now?: Date },
): Promise<ServiceHours> {
  return db.transaction(async (tx) => {
    await openYear(tx, applicationId);
    const row = await years.validateHours(tx, applicationId, hoursId, actor.id, now);
    if (!row) throw notFound('serviceHours');
    return toHours(row);
  });
}
