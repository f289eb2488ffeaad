import { allowance, obligations } from './acceptance-rules';
import { programmeDay } from './session-rules';

/** How a payment reached the beneficiary. */
export const paymentOperators = ['MTN_MOMO', 'ORANGE_MONEY', 'BANK', 'CASH'] as const;
export type PaymentOperator = (typeof paymentOperators)[number];

/** What is late in a beneficiary's year, each a flag of the committee's board. */
export const lateItems = ['TRANSCRIPT_MISSING', 'HOURS_BEHIND', 'PAYMENT_DUE'] as const;
export type LateItem = (typeof lateItems)[number];

/** The lines of a year's schedule: the tuition fee, then the allowance's instalments. */
export const scheduleKinds = ['TUITION', 'ALLOWANCE'] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

/**
 * Service is reported in quarters of an hour (sums of quarters stay exact), at least one quarter an entry, and the
 * entries of one day hold at most 24 hours together.
 */
export const serviceHoursRules = { step: 0.25, perDay: 24 } as const;

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

/** A line of the schedule: what is due on a day; the tuition's amount is null until the committee sets it. */
export type ScheduleLine = { kind: ScheduleKind; instalment: number | null; dueDate: string; amount: number | null };

/**
 * A year's schedule, in calendar days of the programme's time zone. The tuition fee is due the day the year starts,
 * for the amount the committee set for this beneficiary (null until then); the allowance comes in six instalments on
 * the first of every other month from the month after, adding up to the year's allowance. Every due date is a
 * different day, so a payment names its line by its due date.
 */
export function yearSchedule(start: Date | string, tuitionFcfa: number | null): ScheduleLine[] {
  const first = programmeDay(start);
  const [year, month] = first.split('-').map(Number) as [number, number];
  const base = Math.floor(allowance.yearlyFcfa / allowance.payments);
  const instalments = Array.from({ length: allowance.payments }, (_, index): ScheduleLine => {
    // Month `month` (1-based) is index `month - 1`; the first instalment falls in the month after.
    const due = new Date(Date.UTC(year, month + index * allowance.monthsBetween, 1));
    const last = index === allowance.payments - 1;
    return {
      kind: 'ALLOWANCE',
      instalment: index + 1,
      dueDate: due.toISOString().slice(0, 10),
      amount: last ? allowance.yearlyFcfa - base * (allowance.payments - 1) : base,
    };
  });
  return [{ kind: 'TUITION', instalment: null, dueDate: first, amount: tuitionFcfa }, ...instalments];
}

/** What is still to pay on a line after `paid`: never below 0; null while its amount is not set. */
export function stillDue(line: { amount: number | null }, paid: number): number | null {
  return line.amount === null ? null : Math.max(0, line.amount - paid);
}

/** What is late for one beneficiary at `now`: a semester ended without its transcript, hours, a line due unpaid. */
export function lateFor(
  year: {
    start: Date | string;
    validatedHours: number;
    transcriptSemesters: number[];
    lines: { dueDate: string; amount: number | null; paid: number }[];
  },
  now = new Date(),
): LateItem[] {
  const late: LateItem[] = [];
  const ended = semesterEnds(year.start)
    .map((end, index) => ({ end, semester: index + 1 }))
    .filter(({ end }) => end.getTime() <= now.getTime());
  if (ended.some(({ semester }) => !year.transcriptSemesters.includes(semester))) late.push('TRANSCRIPT_MISSING');
  if (year.validatedHours < hoursExpected(year.start, now)) late.push('HOURS_BEHIND');
  const today = programmeDay(now);
  if (year.lines.some((line) => line.dueDate <= today && (stillDue(line, line.paid) ?? 0) > 0))
    late.push('PAYMENT_DUE');
  return late;
}

export { allowance, obligations };
