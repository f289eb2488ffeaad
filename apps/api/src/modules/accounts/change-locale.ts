import type { LocaleChangeInput, User } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { readUser } from './read-user.ts';
import { usersRepository as users } from './users.repository.ts';

/** Mails follow the language the person reads now, which the web app reports when it changes. */
export async function changeLocale(
  context: Pick<AppContext, 'db' | 'config'>,
  { userId, body }: { userId: number; body: LocaleChangeInput },
): Promise<User> {
  await users.update(context.db, userId, { locale: body.locale });
  return readUser(context, { id: userId });
}
