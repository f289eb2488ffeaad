import type { Locale } from '@portal/shared/locales';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { Candidate } from '@portal/shared/review';
import type { AppContext } from '../../context.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { toCandidate } from './review.dto.ts';
import { candidateListSpec, reviewRepository as review } from './review.repository.ts';

/** The candidates a staff member may read, a page at a time: an evaluator's declared conflicts are left out. */
export async function listCandidates(
  { db }: Pick<AppContext, 'db'>,
  { user, query, locale }: { user: CurrentUser; query: ListQuery; locale?: Locale },
): Promise<Page<Candidate>> {
  const list = parseListQuery(query, candidateListSpec);
  const hiddenFrom = user.role === 'EVALUATOR' ? user.id : undefined;
  const { rows, total } = await review.listCandidates(db, list, hiddenFrom);
  return toPage(
    rows.map((row) => toCandidate(row, locale)),
    total,
    list,
  );
}
