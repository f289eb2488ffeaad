import type { Locale } from '@portal/shared/locales';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { Candidate } from '@portal/shared/review';
import type { AppContext } from '../../context.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import type { ConfirmSignIn, CurrentUser } from '../../lib/sign-in-state.ts';
import { toCandidate } from './review.dto.ts';
import { candidateListSpec, reviewRepository as review } from './review.repository.ts';

/**
 * The candidates a staff member may read, a page at a time: an evaluator's declared conflicts are left out. Read with
 * the reader's sign-in state, which `confirm` judges before anything is answered.
 */
export async function listCandidates(
  { db }: Pick<AppContext, 'db'>,
  { user, confirm, query, locale }: { user: CurrentUser; confirm: ConfirmSignIn; query: ListQuery; locale?: Locale },
): Promise<Page<Candidate>> {
  const list = parseListQuery(query, candidateListSpec);
  const hiddenFrom = user.role === 'EVALUATOR' ? user.id : undefined;
  const { signIn, rows, total } = await review.listCandidates(db, list, { reader: user.id, hiddenFrom });
  confirm(signIn);
  return toPage(
    rows.map((row) => toCandidate(row, locale)),
    total,
    list,
  );
}
