import { type BeneficiaryLine, hoursExpected, lateFor } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import type { AppContext } from '../../context.ts';
import type { BoardExport } from './beneficiaries.export.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { dueBy, fullName, linesOf, seenAt, startOf, validatedSum } from './beneficiaries.year.ts';

/**
 * The committee's board and its export: every place of the latest published session with its hours, transcripts,
 * schedule and payments, and what is late. A withdrawn place stays, marked, as it stood when it was withdrawn.
 */
export function createBoardService({ db }: Pick<AppContext, 'db'>) {
  /** The beneficiaries of the latest published session, each with its hours, payments, schedule and transcripts. */
  async function boardRows() {
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

  function boardLine(row: Awaited<ReturnType<typeof boardRows>>[number], now: Date): BeneficiaryLine {
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

  return {
    /**
     * The committee's board: the beneficiaries of the latest published session, each with what is late; a withdrawn
     * place stays, marked, as it stood when it was withdrawn.
     */
    async board(now = new Date()): Promise<BeneficiaryLine[]> {
      return (await boardRows()).map((row) => boardLine(row, now));
    },

    /** The board and every payment of its beneficiaries (those set aside by the rules' migration marked so). */
    async boardExport(now = new Date()): Promise<BoardExport> {
      const rows = await boardRows();
      return {
        lines: rows.map((row) => boardLine(row, now)),
        payments: rows.flatMap((row) => {
          const name = fullName(row.person);
          const lineOf = (dueDate: string) => row.lines.find((line) => line.dueDate === dueDate);
          return [
            ...row.payments.map((payment) => ({ name, line: lineOf(payment.dueDate), payment, setAside: null })),
            ...row.setAside.map((payment) => ({
              name,
              line: lineOf(payment.dueDate),
              payment,
              setAside: payment.reason,
            })),
          ];
        }),
      };
    },
  };
}
