import {
  type BeneficiaryLine,
  hoursExpected,
  lateFor,
  type ScheduleLine,
  yearSchedule,
} from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { Conn } from '../../db/client.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { dueBy, fullName, seenAt } from './beneficiaries.year.ts';

/**
 * What the committee's board and its export share: every place of the latest published session with what its year
 * adds up to, and what is late. A withdrawn place stays, marked, as it stood when it was withdrawn.
 */

/**
 * The board's years, read in one statement with the reader's sign-in state (undefined when they are gone): each place
 * with its holder, the start of its year, its validated hours, the semesters of its transcripts, and its schedule
 * with what was paid on each line.
 */
export async function boardYears(db: Conn, reader: number) {
  const { signIn, places } = await years.board(db, reader);
  // The places of a session start their years together: one schedule, each line of tuition with its own fee.
  const schedules = new Map<number, ScheduleLine[]>();
  const scheduleFrom = (start: Date) => {
    const schedule = schedules.get(start.getTime()) ?? yearSchedule(start, null);
    schedules.set(start.getTime(), schedule);
    return schedule;
  };
  const board = places.map(
    ({ applicationId, state, notRenewedAt, withdrawnAt, firstName, lastName, email, ...year }) => {
      const paid = new Map<string, number>();
      for (const [dueDate, amount] of year.payments) paid.set(dueDate, (paid.get(dueDate) ?? 0) + amount);
      return {
        acceptance: { applicationId, state: state!, notRenewedAt, withdrawnAt },
        person: firstName === null || lastName === null ? null : { firstName, lastName, email },
        start: year.start,
        // To the hundredth: entries are quarters of an hour (older ones any real number).
        validatedHours: Math.round(year.validatedHours * 100) / 100,
        semesters: year.semesters,
        tuition: year.tuition,
        paidFcfa: year.payments.reduce((sum, [, amount]) => sum + amount, 0),
        lines: scheduleFrom(year.start).map((line) => ({
          ...line,
          amount: line.kind === 'TUITION' ? year.tuition : line.amount,
          paid: paid.get(line.dueDate) ?? 0,
        })),
      };
    },
  );
  return { signIn, board };
}

export type BoardYear = Awaited<ReturnType<typeof boardYears>>['board'][number];

/**
 * The board's years with every payment of each (those the rules' migration set aside too), for its export, read for
 * `reader` (signed in already).
 */
export async function boardRows(db: Conn, reader: number) {
  const { board } = await boardYears(db, reader);
  if (board.length === 0) return [];
  const ids = board.map((year) => year.acceptance.applicationId);
  const [paid, setAside] = await Promise.all([years.paymentsOf(db, ids), years.setAsideOf(db, ids)]);
  return board.map((year) => {
    const ofYear = <T extends { applicationId: number }>(row: T) => row.applicationId === year.acceptance.applicationId;
    return { ...year, payments: paid.filter(ofYear), setAside: setAside.filter(ofYear) };
  });
}

/** A beneficiary's line of the board, as it stands at `now` (or at the withdrawal of a withdrawn place). */
export function boardLine(year: BoardYear, now: Date): BeneficiaryLine {
  const withdrawn = year.acceptance.state === 'WITHDRAWN';
  const at = seenAt(year, now);
  const { validatedHours, semesters, lines, start } = year;
  return {
    applicationId: year.acceptance.applicationId,
    name: fullName(year.person),
    email: year.person?.email ?? null,
    validatedHours,
    hoursExpected: hoursExpected(start, at),
    transcripts: semesters.length,
    paidFcfa: year.paidFcfa,
    dueFcfa: dueBy(lines, programmeDay(at)),
    notRenewed: year.acceptance.notRenewedAt !== null,
    withdrawn,
    late: withdrawn ? [] : lateFor({ start, validatedHours, transcriptSemesters: semesters, lines }, at),
  };
}
