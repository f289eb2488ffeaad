import type { ScheduleLineAnswer, TuitionInput } from '@portal/shared/beneficiaries';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { scheduleOf } from './beneficiaries.year.ts';

/**
 * The committee sets the tuition fee of a year (the schedule's first line): any amount, never below what was already
 * paid on it. The place's row is held until it commits, and a withdrawn place takes none.
 */
export async function setTuition(
  { db }: Pick<AppContext, 'db'>,
  {
    actor,
    applicationId,
    input,
    now = new Date(),
  }: { actor: CurrentUser; applicationId: number; input: TuitionInput; now?: Date },
): Promise<ScheduleLineAnswer> {
  return db.transaction(async (tx) => {
    const { lines } = await scheduleOf(tx, applicationId);
    const line = lines.find((candidate) => candidate.kind === 'TUITION')!;
    if (input.amount < line.paid)
      throw new AppError('CONFLICT', {
        key: 'beneficiaries.tuitionBelowPaid',
        params: { paid: line.paid },
        fieldErrors: [{ field: 'amount', key: 'validation.tuitionBelowPaid', params: { paid: line.paid } }],
      });
    await years.setTuition(tx, { applicationId, amount: input.amount, setBy: actor.id }, now);
    return { ...line, amount: input.amount };
  });
}
