import type { BreachDrillDetails } from '@portal/shared/audit-events';
import type { AppContext } from '../../context.ts';
import { tokenKeyRepository } from '../../lib/token-key.ts';
import { type AuditActor, auditEventsRepository } from '../audit/public.ts';
import { tokensRepository } from './tokens.repository.ts';
import { usersRepository as users } from './users.repository.ts';

/**
 * What to do first when a breach is suspected (`npm run breach-drill`): every sign-in of every person ends, on every
 * server of the database, at once. In one transaction, with its line in the portal's audit:
 * - every account's token version is raised, as a sign-out does for one person;
 * - every pending mailed link (verification, password reset, change of address) is voided, as a sign-out does;
 * - the token key is replaced, so that a token forged with the old one (by whoever read it) is refused even with a
 *   current version. Every server reads the key's id with each signed-in request's sign-in state: none needs a
 *   restart.
 * Links to files signed before keep working until they expire (an hour at most): they are signed from JWT_SECRET,
 * which the operator changes, with a restart, if it may have leaked (the README's operations section).
 */
export function createBreachDrill({ db, accessTokens }: Pick<AppContext, 'db' | 'accessTokens'>) {
  return {
    async run(actor: AuditActor): Promise<BreachDrillDetails> {
      const { details, keyId } = await db.transaction(async (tx) => {
        const accounts = await users.revokeEveryone(tx);
        const links = await tokensRepository.voidEveryPending(tx);
        const key = await tokenKeyRepository.replace(tx);
        const details = { accounts, links };
        await auditEventsRepository.record(tx, { actor, action: 'BREACH_DRILL', details });
        return { details, keyId: key.id };
      });
      // This server drops the old key now; the others as soon as a request shows them the new one.
      accessTokens.noticeKey(keyId);
      return details;
    },
  };
}
export type BreachDrill = ReturnType<typeof createBreachDrill>;
