import type { AppContext } from '../../context.ts';
import { boardLine, boardRows } from './beneficiaries.board.ts';
import type { BoardExport } from './beneficiaries.export.ts';
import { fullName } from './beneficiaries.year.ts';

/**
 * What the board's spreadsheet holds: the board, and every payment of its beneficiaries with the line it paid (those
 * set aside by the rules' migration marked so).
 */
export async function exportBoard(
  { db }: Pick<AppContext, 'db'>,
  { reader, now = new Date() }: { reader: number; now?: Date },
): Promise<BoardExport> {
  const rows = await boardRows(db, reader);
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
}
