import type { User } from '@portal/shared/accounts';
import type { PrivacyConsentInput } from '@portal/shared/privacy-notice';
import type { AppContext } from '../../context.ts';
import { assertCurrentNotice } from './accounts.steps.ts';
import { readUser } from './read-user.ts';
import { usersRepository as users } from './users.repository.ts';

/** Records the version of the privacy notice accepted and when; accepting the same version again changes nothing. */
export async function acceptPrivacyNotice(
  context: Pick<AppContext, 'db' | 'config'>,
  { userId, body }: { userId: number; body: PrivacyConsentInput },
): Promise<User> {
  assertCurrentNotice(body.version, 'version');
  await users.acceptPrivacyNotice(context.db, userId, body.version, new Date());
  return readUser(context, { id: userId });
}
