import type { BeneficiaryLine } from '@portal/shared/beneficiaries';
import type { AppContext } from '../../context.ts';
import type { ConfirmSignIn } from '../../lib/sign-in-state.ts';
import { boardLine, boardYears } from './beneficiaries.board.ts';

/**
 * The committee's board: the beneficiaries of the latest published session, each with what is late; a withdrawn
 * place stays, marked, as it stood when it was withdrawn. Read with the reader's sign-in state, which `confirm`
 * judges before anything is answered.
 */
export async function readBoard(
  { db }: Pick<AppContext, 'db'>,
  { reader, confirm, now = new Date() }: { reader: number; confirm: ConfirmSignIn; now?: Date },
): Promise<BeneficiaryLine[]> {
  const { signIn, board } = await boardYears(db, reader);
  confirm(signIn);
  return board.map((year) => boardLine(year, now));
}
