import type { Payment, PaymentInput, ScheduleLineAnswer } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { AppContext } from '../../context.ts';
import { AppError, type FieldProblem } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { dueOn, scheduleOf, startDayOf, toPayment } from './beneficiaries.year.ts';

/**
 * The committee records a payment of a year's schedule. The write holds the place's row until it commits, so two
 * recordings of one line (on two servers) are checked one after the other, and a withdrawn place takes none. A
 * payment names its line by its due date; the payments of a line never exceed its amount; an operator's reference is
 * recorded once (a unique key, for every server at once); it was not paid in the future, nor before the year began
 * (days of the programme's time zone).
 */
export async function recordPayment(
  { db }: Pick<AppContext, 'db'>,
  {
    actor,
    applicationId,
    input,
    now = new Date(),
  }: { actor: CurrentUser; applicationId: number; input: PaymentInput; now?: Date },
): Promise<Payment> {
  try {
    return await db.transaction(async (tx) => {
      const { year, lines } = await scheduleOf(tx, applicationId);
      const line = lines.find((candidate) => candidate.dueDate === input.dueDate);
      const start = startDayOf(year.session);
      const problems: FieldProblem[] = [];
      if (!line) problems.push({ field: 'dueDate', key: 'validation.notADueDate' });
      if (input.paidDate > programmeDay(now)) problems.push({ field: 'paidDate', key: 'validation.notInFuture' });
      else if (input.paidDate < start)
        problems.push({ field: 'paidDate', key: 'validation.beforeYearStart', params: { start } });
      if (problems.length || !line) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
      refuseBeyondDue(line, input.amount);
      return toPayment(await years.addPayment(tx, { applicationId, ...input, recordedBy: actor.id }));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_operator_reference_key'))
      throw new AppError('CONFLICT', {
        key: 'beneficiaries.referenceUsed',
        params: { reference: input.reference },
        fieldErrors: [{ field: 'reference', key: 'validation.referenceUsed' }],
      });
    throw error;
  }
}

/** A payment beyond what is still due on its line: 409 on the amount, saying what is still due. */
function refuseBeyondDue(line: ScheduleLineAnswer, amount: number): void {
  const due = dueOn(line);
  if (due === null)
    throw new AppError('CONFLICT', {
      key: 'beneficiaries.tuitionNotSet',
      fieldErrors: [{ field: 'amount', key: 'validation.tuitionNotSet' }],
    });
  if (amount <= due) return;
  const key = due === 0 ? 'linePaid' : 'overDue';
  throw new AppError('CONFLICT', {
    key: `beneficiaries.${key}`,
    params: { dueDate: line.dueDate, due },
    fieldErrors: [{ field: 'amount', key: `validation.${key}`, params: { due } }],
  });
}
