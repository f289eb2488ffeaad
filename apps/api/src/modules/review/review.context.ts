import { defaultRubric, type Rubric } from '@portal/shared/scoring-rubric';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { createTableUpkeep, type TableUpkeep } from '../../db/table-upkeep.ts';

/**
 * The selection's figures of a session's applications (panel, corrected panel, spread, final score, final rank, by
 * id) from the totals and ranks the scoring is about to write: lent by the registry, since the selection builds on
 * the review.
 */
export type SelectionFigures = (
  conn: Conn,
  sessionId: number,
  saved: ReadonlyMap<number, { totalScore: number | null; rank: number | null }>,
) => Promise<ReadonlyMap<number, (number | null)[]>>;

/**
 * What the review's use cases use beyond the app context (decision 575): the rubric a session gets a copy of when its
 * scores are first saved (the programme's default), the selection's figures the scoring writes with its scores, and
 * the vacuum of the applications once a run has rewritten many of them.
 */
export type ReviewContext = AppContext & {
  programmeRubric: () => Rubric;
  selectionFigures?: SelectionFigures;
  upkeep: TableUpkeep;
};

export function createReviewContext(
  context: AppContext,
  { selectionFigures }: { selectionFigures: SelectionFigures },
): ReviewContext {
  return { ...context, programmeRubric: () => defaultRubric, selectionFigures, upkeep: createTableUpkeep(context.db) };
}
