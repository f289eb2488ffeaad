import type { Payment, PaymentInput, ScheduleLineAnswer, TuitionInput } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, type FieldProblem } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { dueOn, linesOf, openYear, startDayOf, startOf, toPayment } from './beneficiaries.year.ts';

/** A year read for a change (its place locked), with its schedule's lines and what was paid on each. */
async function scheduleOf(tx: Conn, applicationId: number) {
  const year = await openYear(tx, applicationId);
  const [paid, tuition] = await Promise.all([
    years.paymentsOf(tx, [applicationId]),
    years.tuitionOf(tx, [applicationId]),
  ]);
  return { year, lines: linesOf(startOf(year.session), tuition[0]?.amount ?? null, paid) };
}

/**
 * The committee records the payments of a year's schedule and sets its tuition fee. Each write holds the place's row
 * until it commits, so two recordings of one line (on two servers) are checked one after the other, and a withdrawn
 * place takes none. A payment names its line by its due date; the payments of a line never exceed its amount; an
 * operator's reference is recorded once (a unique key, for every server at once); it was not paid in the future,
 * nor before the year began (days of the programme's time zone).
 */
export function createPaymentsService({ db }: Pick<AppContext, 'db'>) {
  return {
    async addPayment(
      actor: CurrentUser,
      applicationId: number,
      input: PaymentInput,
      now = new Date(),
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
    },

    /** The tuition fee of the year: any amount, never below what was already paid on it. */
    async setTuition(
      actor: CurrentUser,
      applicationId: number,
      input: TuitionInput,
      now = new Date(),
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
    },
  };
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
