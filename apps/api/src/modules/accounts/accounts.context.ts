import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createAccountLimits, createSecondFactorLimits } from './accounts.rate-limits.ts';
import type { PersonEraser } from './person-erasers.ts';

/**
 * What the accounts' use cases use beyond the app context, built once at start (decision 575): the failure limits
 * (counted in the database), and what other modules forget of a person whose account goes (lent by the registry,
 * since those modules build on this one).
 */
export type AccountsContext = AppContext & {
  /** Wrong passwords: at sign-in per account and address and per account, and the current password asked again. */
  limits: ReturnType<typeof createAccountLimits>;
  /** Wrong codes of a second factor, counted apart from the password's. */
  codeLimits: ReturnType<typeof createSecondFactorLimits>;
  /** Verified against when no account matches, so an unknown login costs as long as a wrong password. */
  dummyHash: Promise<string>;
  erasers: PersonEraser[];
};

export function createAccountsContext(context: AppContext, { erasers }: { erasers: PersonEraser[] }): AccountsContext {
  return {
    ...context,
    limits: createAccountLimits(context.rateCounters),
    codeLimits: createSecondFactorLimits(context.rateCounters),
    dummyHash: hashPassword('no-such-account-placeholder'),
    erasers,
  };
}
