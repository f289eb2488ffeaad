import type { EligibilityCheckOutcome } from '@portal/shared/eligibility-questions';
import { createContext, useContext } from 'react';

/**
 * The answer to a posted eligibility form, given by the server's renderer. In the single-page app there is none:
 * the form posts to the server, which renders the answer.
 */
export const EligibilityOutcomeContext = createContext<EligibilityCheckOutcome | undefined>(undefined);

export function useEligibilityOutcome(): EligibilityCheckOutcome | undefined {
  return useContext(EligibilityOutcomeContext);
}
