import { checkEligibility } from '@portal/shared/eligibility';
import type { EligibilityRun } from '@portal/shared/review-runs';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { eligibilitySettings } from './review.settings.ts';
import { lockedSession } from './review.steps.ts';
import { type EligibilityResultRow, reviewRunsRepository as runs } from './review-runs.repository.ts';

/**
 * The eligibility check of a whole session, in one transaction: the applications are read a batch at a time and
 * checked by the rule; one statement then writes the results that changed, each with its line of the trail. A closed
 * session's check is refused: its decisions are published, and what they rest on stays as it was.
 */
export async function checkSessionEligibility(
  { db }: Pick<AppContext, 'db'>,
  { user, sessionId }: { user: CurrentUser; sessionId: number },
): Promise<EligibilityRun> {
  return db.transaction(async (tx) => {
    const session = await lockedSession(tx, sessionId);
    const settings = { ...(await eligibilitySettings(tx)), sessionStart: session.startDate.toISOString() };
    const results: EligibilityResultRow[] = [];
    let eligible = 0;
    for await (const inputs of runs.sessionInputs(tx, sessionId))
      for (const input of inputs) {
        const result = checkEligibility(input.eligibility, settings);
        if (result.eligible) eligible += 1;
        results.push({ id: input.application.id, ...result });
      }
    await runs.saveEligibility(tx, user.id, results);
    return { checked: results.length, eligible, notEligible: results.length - eligible };
  });
}
