import { type ServiceHours, type ServiceHoursInput, serviceHoursRules } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { AppContext } from '../../context.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { openYear, startDayOf, toHours } from './beneficiaries.year.ts';

/**
 * The beneficiary reports service: a day of the year so far (in the programme's time zone), whose entries hold at
 * most 24 hours together (the place locked meanwhile, so two reports at once are added one after the other).
 */
export async function reportHours(
  { db }: Pick<AppContext, 'db'>,
  {
    application,
    input,
    now = new Date(),
  }: { application: Pick<ApplicationRow, 'id'>; input: ServiceHoursInput; now?: Date },
): Promise<ServiceHours> {
  return db.transaction(async (tx) => {
    const { session } = await openYear(tx, application.id);
    const start = startDayOf(session);
    if (input.date > programmeDay(now)) throw invalidField('date', 'validation.notInFuture');
    if (input.date < start) throw invalidField('date', 'validation.beforeYearStart', { start });
    const held = await years.hoursOn(tx, application.id, input.date);
    if (held + input.hours > serviceHoursRules.perDay)
      throw invalidField('hours', 'validation.dayHoursFull', {
        held,
        left: Math.max(0, serviceHoursRules.perDay - held),
      });
    return toHours(await years.addHours(tx, { applicationId: application.id, ...input }));
  });
}
