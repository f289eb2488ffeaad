import { type BeneficiaryLine, hoursExpected, lateFor } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { Conn } from '../../db/client.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { dueBy, fullName, linesOf, seenAt, startOf, validatedSum } from './beneficiaries.year.ts';

/**
 * What the committee's board and its export share: every place of the latest published session with its hours,
 * transcripts, schedule and payments, and what is late. A withdrawn place stays, marked, as it stood when it was
 * withdrawn.
 */

/** The beneficiaries of the latest published session, each with its hours, payments, schedule and transcripts. */
export async function boardRows(db: Conn) {
  const session = await years.latestPublished(db);
  if (!session) return [];
  const rows = await years.beneficiariesOf(db, session.id);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.acceptance.applicationId);
  const [hours, paid, transcripts, tuition, setAside] = await Promise.all([
    years.hoursOf(db, ids),
    years.paymentsOf(db, ids),
    years.transcriptsOf(db, ids),
    years.tuitionOf(db, ids),
    years.setAsideOf(db, ids),
  ]);
  const start = startOf(session);
  return rows.map(({ acceptance, person }) => {
    const id = acceptance.applicationId;
    const payments = paid.filter((row) => row.applicationId === id);
    return {
      acceptance,
      person,
      start,
      hours: hours.filter((row) => row.applicationId === id),
      payments,
      setAside: setAside.filter((row) => row.applicationId === id),
      semesters: transcripts.filter((row) => row.applicationId === id).map((row) => row.semester),
      lines: linesOf(start, tuition.find((row) => row.applicationId === id)?.amount ?? null, payments),
    };
  });
}

export type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

/** A beneficiary's line of the board, as it stands at `now` (or at the withdrawal of a withdrawn place). */
export function boardLine(row: BoardRow, now: Date): BeneficiaryLine {
  const withdrawn = row.acceptance.state === 'WITHDRAWN';
  const at = seenAt(row, now);
  const validatedHours = validatedSum(row.hours);
  return {
    applicationId: row.acceptance.applicationId,
    name: fullName(row.person),
    email: row.person?.email ?? null,
    validatedHours,
    hoursExpected: hoursExpected(row.start, at),
    transcripts: row.semesters.length,
    paidFcfa: row.payments.reduce((sum, payment) => sum + payment.amount, 0),
    dueFcfa: dueBy(row.lines, programmeDay(at)),
    notRenewed: row.acceptance.notRenewedAt !== null,
    withdrawn,
    late: withdrawn
      ? []
      : lateFor({ start: row.start, validatedHours, transcriptSemesters: row.semesters, lines: row.lines }, at),
  };
}
