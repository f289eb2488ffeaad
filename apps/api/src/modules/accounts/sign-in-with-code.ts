import type { SignInResponse } from '@portal/shared/accounts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccountsContext } from './accounts.context.ts';
import { signInAnswer } from './accounts.steps.ts';
import { twoFactorRepository as secondFactors } from './two-factor.repository.ts';
import { acceptAppCode, challenged, guarded } from './two-factor.steps.ts';
import type { UserRow } from './users.repository.ts';

/** A recovery code not used yet, then used: each works once. */
async function acceptRecoveryCode(
  { db }: Pick<AccountsContext, 'db'>,
  user: UserRow,
  code: string,
): Promise<true | undefined> {
  for (const { id, codeHash } of await secondFactors.unusedRecoveryCodes(db, user.id))
    if (await verifyPassword(codeHash, code))
      return (await secondFactors.useRecoveryCode(db, id, new Date())) || undefined;
  return undefined;
}

/** The sign-in's second step: a code of the app, or one recovery code. */
export async function signInWithCode(
  context: Pick<AccountsContext, 'db' | 'config' | 'accessTokens' | 'codeLimits'>,
  { challenge, code, address }: { challenge: string; code: string; address: string },
): Promise<SignInResponse> {
  const user = await challenged(context, challenge, 'CODE');
  await guarded(context, user, address, () =>
    code.length === 6 ? acceptAppCode(context, user, code) : acceptRecoveryCode(context, user, code),
  );
  return signInAnswer(context, user);
}
