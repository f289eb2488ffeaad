import type { User } from '@portal/shared/accounts';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { AppContext } from '../../context.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { toUser } from './accounts.dto.ts';
import { userListSpec, usersRepository as users } from './users.repository.ts';

/** The users, a page at a time, for administrators. */
export async function listUsers(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { query }: { query: ListQuery },
): Promise<Page<User>> {
  const list = parseListQuery(query, userListSpec);
  const { rows, total } = await users.pageWithStudents(db, list);
  return toPage(
    rows.map((row) => toUser(row, config.staffTwoFactor)),
    total,
    list,
  );
}
