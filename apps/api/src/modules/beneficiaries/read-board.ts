import type { BeneficiaryLine } from '@portal/shared/beneficiaries';
import type { AppContext } from '../../context.ts';
import { boardLine, boardYears } from './beneficiaries.board.ts';

/**
 * The committee's board: the beneficiaries of the latest published session, each with what is late; a withdrawn
 * place stays, marked, as it stood when it was withdrawn.
 */
export async function readBoard(
  { db }: Pick<AppContext, 'db'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<BeneficiaryLine[]> {
  return (await boardYears(db)).map((row) => boardLine(row, now));
}
