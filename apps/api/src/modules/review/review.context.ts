import { defaultRubric, type Rubric } from '@portal/shared/scoring-rubric';
import type { AppContext } from '../../context.ts';
import type { SelectionScores } from '../sessions/public.ts';

/**
 * What the review's use cases use beyond the app context (decision 575): the rubric a session gets a copy of when its
 * scores are first saved (the programme's default), and the recomputation of the final scores and ranks once the
 * totals and ranks are saved (lent by the registry: the selection builds on the review).
 */
export type ReviewContext = AppContext & { programmeRubric: () => Rubric; selectionScores?: SelectionScores };

export function createReviewContext(
  context: AppContext,
  { selectionScores }: { selectionScores: SelectionScores },
): ReviewContext {
  return { ...context, programmeRubric: () => defaultRubric, selectionScores };
}
