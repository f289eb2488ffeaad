import { allowance, obligations, paymentSchedule } from './acceptance-rules';

/** How a payment reached the beneficiary. */
export const paymentOperators = ['MTN_MOMO', 'ORANGE_MONEY', 'BANK', 'CASH'] as const;
export type PaymentOperator = (typeof paymentOperators)[number];

/** What is late in a beneficiary's year, each a flag of the committee's board. */
export const lateItems = ['TRANSCRIPT_MISSING', 'HOURS_BEHIND', 'PAYMENT_DUE'] as const;
export type LateItem = (typeof lateItems)[number];

const day = 24 * 3600_000;
const yearMs = 365 * day;

/** The year of a place runs from publication for a year; its semesters end at six months and at twelve. */
export function semesterEnds(start: Date | string): Date[] {
  const from = new Date(start);
  return [6, 12].map(
    (months) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, from.getUTCDate())),
  );
}

export function yearEnd(start: Date | string): Date {
  return new Date(new Date(start).getTime() + yearMs);
}

/** Validated hours expected by `now`: 100 spread evenly over the year, rounded down. */
export function hoursExpected(start: Date | string, now = new Date()): number {
  const elapsed = Math.min(1, Math.max(0, (now.getTime() - new Date(start).getTime()) / yearMs));
  return Math.floor(obligations.serviceHours * elapsed);
}

/** What is late for one beneficiary at `now`. */
export function lateFor(
  year: { start: Date | string; validatedHours: number; transcriptSemesters: number[]; paidDueDates: string[] },
  now = new Date(),
): LateItem[] {
  const late: LateItem[] = [];
  const ended = semesterEnds(year.start)
    .map((end, index) => ({ end, semester: index + 1 }))
    .filter(({ end }) => end.getTime() <= now.getTime());
  if (ended.some(({ semester }) => !year.transcriptSemesters.includes(semester))) late.push('TRANSCRIPT_MISSING');
  if (year.validatedHours < hoursExpected(year.start, now)) late.push('HOURS_BEHIND');
  const today = now.toISOString().slice(0, 10);
  const paid = new Set(year.paidDueDates);
  if (paymentSchedule(year.start).some(({ dueDate }) => dueDate <= today && !paid.has(dueDate)))
    late.push('PAYMENT_DUE');
  return late;
}

export { allowance, obligations, paymentSchedule };
