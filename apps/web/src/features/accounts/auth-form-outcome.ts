import type { AuthFormOutcome } from '@portal/shared/public-pages';
import { createContext, useContext } from 'react';
import { ApiError } from '@/lib/api-error';

/**
 * The answer to a posted sign-in or sign-up form, given by the server's renderer (decision 523). In the single-page
 * app there is none: the form calls the API itself.
 */
export const AuthFormOutcomeContext = createContext<AuthFormOutcome | undefined>(undefined);

/** The form's first values and refusal: what the server was sent and answered, or the screen's empty form. */
export function useAuthFormStart<V extends Record<string, string>>(empty: V) {
  const outcome = useContext(AuthFormOutcomeContext);
  const values = { ...empty };
  for (const name of Object.keys(empty) as (keyof V & string)[]) {
    const given = outcome?.values[name];
    if (typeof given === 'string') values[name] = given as V[typeof name];
  }
  return {
    values,
    error: outcome?.error ? new ApiError(outcome.error) : undefined,
    sentTo: outcome?.sentTo,
    signedIn: outcome?.signedIn,
    secondFactor: outcome?.secondFactor,
    /** The kind of code the second step's field was left at (an app's or a recovery code). */
    codeKind: outcome?.values.kind,
    recoveryCodes: outcome?.recoveryCodes,
  };
}
