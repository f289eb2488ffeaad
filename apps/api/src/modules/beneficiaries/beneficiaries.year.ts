import {
  type Payment,
  type ScheduleLineAnswer,
  type ServiceHours,
  stillDue,
  yearSchedule,
} from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type PaymentRow, type ServiceHoursRow, beneficiariesRepository as years } from './beneficiaries.repository.ts';

/** What the year's use cases share: its rows as answers, its schedule with what was paid, its state. */

export const toHours = (row: ServiceHoursRow): ServiceHours => ({
  id: row.id,
  date: row.date,
  hours: row.hours,
  description: row.description,
  validatedAt: row.validatedAt?.toISOString() ?? null,
});

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  dueDate: row.dueDate,
  amount: row.amount,
  paidDate: row.paidDate,
  operator: row.operator,
  reference: row.reference,
});

export const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : '';

/** The year starts at publication (the session's end for a session closed before publication was recorded). */
export const startOf = (session: { publishedAt: Date | null; endDate: Date }) => session.publishedAt ?? session.endDate;

/** The day the year starts, in the programme's time zone. */
export const startDayOf = (session: { publishedAt: Date | null; endDate: Date }) => programmeDay(startOf(session));

/** Hours validated, to the hundredth: entries are quarters of an hour (older ones any real number). */
export const validatedSum = (rows: ServiceHoursRow[]) =>
  Math.round(rows.filter((row) => row.validatedAt).reduce((sum, row) => sum + row.hours, 0) * 100) / 100;

/** The year's schedule, each line with the payments recorded for its due date and their sum. */
export function linesOf(start: Date, tuitionFcfa: number | null, paid: PaymentRow[]): ScheduleLineAnswer[] {
  return yearSchedule(start, tuitionFcfa).map((line) => {
    const own = paid.filter((row) => row.dueDate === line.dueDate);
    return { ...line, paid: own.reduce((sum, row) => sum + row.amount, 0), payments: own.map(toPayment) };
  });
}

/** What has fallen due by `day` (known amounts only), and what is still due on a line. */
export const dueBy = (lines: Pick<ScheduleLineAnswer, 'dueDate' | 'amount'>[], day: string) =>
  lines.filter((line) => line.dueDate <= day).reduce((sum, line) => sum + (line.amount ?? 0), 0);
export const dueOn = (line: ScheduleLineAnswer) => stillDue(line, line.paid);

/** A withdrawn place's year has ended: every write to it is refused. */
export type YearRow = NonNullable<Awaited<ReturnType<typeof years.year>>>;
export const isWithdrawn = (year: YearRow) => year.acceptance.state === 'WITHDRAWN';

/** A year read for a change: the place's row locked until the transaction ends, refused once withdrawn. */
export async function openYear(conn: Conn, applicationId: number): Promise<YearRow> {
  const found = await years.year(conn, applicationId, { lock: true });
  if (!found) throw notFound('beneficiary');
  if (isWithdrawn(found)) throw new AppError('PLACE_WITHDRAWN');
  return found;
}

/** The instant a year is looked at: now, or the withdrawal for a withdrawn place (nothing is expected after it). */
export const seenAt = (year: { acceptance: Pick<YearRow['acceptance'], 'state' | 'withdrawnAt'> }, now: Date) =>
  year.acceptance.state === 'WITHDRAWN' ? (year.acceptance.withdrawnAt ?? now) : now;

/** A year read for a change (its place locked), with its schedule's lines and what was paid on each. */
export async function scheduleOf(tx: Conn, applicationId: number) {
  const year = await openYear(tx, applicationId);
  const [paid, tuition] = await Promise.all([
    years.paymentsOf(tx, [applicationId]),
    years.tuitionOf(tx, [applicationId]),
  ]);
  return { year, lines: linesOf(startOf(year.session), tuition[0]?.amount ?? null, paid) };
}
