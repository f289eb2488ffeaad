import { checkEligibility } from '@portal/shared/eligibility';
import type { EligibilityRun } from '@portal/shared/review-runs';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { ReviewContext } from './review.context.ts';
import { eligibilitySettings } from './review.settings.ts';
import { lockedSession } from './review.steps.ts';
import { type EligibilityResultRow, reviewRunsRepository as runs } from './review-runs.repository.ts';

/**
 * The eligibility check of a whole session, in one transaction: the applications are read a batch at a time and
 * checked by the rule; one statement then writes the results that changed, each with its line of the trail. A closed
 * session's check is refused: its decisions are published, and what they rest on stays as it was. Once committed,
 * the applications are marked for a vacuum if many changed (db/table-upkeep.ts).
 */
export async function checkSessionEligibility(
  { db, upkeep }: Pick<ReviewContext, 'db' | 'upkeep'>,
  { user, sessionId }: { user: CurrentUser; sessionId: number },
): Promise<EligibilityRun> {
  const { run, changed } = await db.transaction(async (tx) => {
    const session = await lockedSession(tx, sessionId);
    const settings = { ...(await eligibilitySettings(tx)), sessionStart: session.startDate.toISOString() };
    const results: EligibilityResultRow[] = [];
    let eligible = 0;
    for await (const inputs of runs.sessionEligibilityInputs(tx, sessionId))
      for (const input of inputs) {
        const result = checkEligibility(input.eligibility, settings);
        if (result.eligible) eligible += 1;
        results.push({ id: input.application.id, ...result });
      }
    const changed = await runs.saveEligibility(tx, user.id, results);
    return { run: { checked: results.length, eligible, notEligible: results.length - eligible }, changed };
  });
  upkeep.rewrote('applications', changed, run.checked);
  return run;
}
