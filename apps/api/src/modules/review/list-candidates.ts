import type { Locale } from '@portal/shared/locales';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { Candidate, CandidateSummary } from '@portal/shared/review';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { type ParsedList, parseListQuery, toPage } from '../../lib/list-query.ts';
import type { ConfirmSignIn, CurrentUser, SignInState } from '../../lib/sign-in-state.ts';
import { toCandidate, toCandidateSummary } from './review.dto.ts';
import { candidateListSpec, reviewRepository as review } from './review.repository.ts';

type Reading = { user: CurrentUser; confirm: ConfirmSignIn; query: ListQuery; locale?: Locale };

/**
 * The candidates a staff member may read, a page at a time: an evaluator's declared conflicts are left out. Read with
 * the reader's sign-in state, which `confirm` judges before anything is answered.
 */
export const listCandidates = ({ db }: Pick<AppContext, 'db'>, reading: Reading): Promise<Page<Candidate>> =>
  readPage(db, reading, review.listCandidates, toCandidate);

/** The same page as `listCandidates`, each row as the list screen shows it (`view=summary`). */
export const listCandidateSummaries = (
  { db }: Pick<AppContext, 'db'>,
  reading: Reading,
): Promise<Page<CandidateSummary>> => readPage(db, reading, review.listCandidateSummaries, toCandidateSummary);

async function readPage<Row, Item>(
  db: Conn,
  { user, confirm, query, locale }: Reading,
  read: (
    conn: Conn,
    list: ParsedList,
    reading: { reader: number; hiddenFrom?: number },
  ) => Promise<{ signIn: SignInState | undefined; rows: Row[]; total: number }>,
  toItem: (row: Row, locale?: Locale) => Item,
): Promise<Page<Item>> {
  const list = parseListQuery(query, candidateListSpec);
  const hiddenFrom = user.role === 'EVALUATOR' ? user.id : undefined;
  const { signIn, rows, total } = await read(db, list, { reader: user.id, hiddenFrom });
  confirm(signIn);
  return toPage(
    rows.map((row) => toItem(row, locale)),
    total,
    list,
  );
}
