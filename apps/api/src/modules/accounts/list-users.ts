import type { User, UserSummary } from '@portal/shared/accounts';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { AppContext } from '../../context.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import type { ConfirmSignIn, CurrentUser } from '../../lib/sign-in-state.ts';
import { toUser } from './accounts.dto.ts';
import { userListSpec, usersRepository as users } from './users.repository.ts';

type Reading = { user: CurrentUser; confirm: ConfirmSignIn; query: ListQuery };

/** The users, a page at a time, for administrators: the reader's sign-in state judged before the page is read. */
export async function listUsers(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { user, confirm, query }: Reading,
): Promise<Page<User>> {
  const list = parseListQuery(query, userListSpec);
  confirm(await users.signInState(db, user.id));
  const { rows, total } = await users.pageWithStudents(db, list);
  return toPage(
    rows.map((row) => toUser(row, config.staffTwoFactor)),
    total,
    list,
  );
}

/** The same page as `listUsers`, each user as the list shows them (`view=summary`), read with the reader's state. */
export async function listUserSummaries(
  { db }: Pick<AppContext, 'db'>,
  { user, confirm, query }: Reading,
): Promise<Page<UserSummary>> {
  const list = parseListQuery(query, userListSpec);
  const { signIn, rows, total } = await users.summaryPage(db, list, user.id);
  confirm(signIn);
  return toPage(
    rows.map((row) => ({ ...row, created: row.created.toISOString() })),
    total,
    list,
  );
}
