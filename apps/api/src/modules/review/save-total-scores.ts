import { defaultPlacesPerReservedPlace, type RankingCandidate, rankCandidates } from '@portal/shared/ranking';
import type { ScoreRun } from '@portal/shared/review-runs';
import { type Rubric, type ScorePart, scoreParts } from '@portal/shared/scoring-rubric';
import type { CurrentUser } from '../../plugins/auth.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import type { ReviewContext } from './review.context.ts';
import { eligibilitySettings } from './review.settings.ts';
import { lockedSession, rankingMarkOf, scoreOf } from './review.steps.ts';
import { reviewRunsRepository as runs, type ScoreRow } from './review-runs.repository.ts';

/**
 * Scores every application of a session and ranks the competing ones, in one transaction: the applications are read
 * a batch at a time and scored with the session's rubric (a copy of the programme's at its first scoring); only
 * eligible, submitted applications compete, the others keep their points and have no rank. The selection's final
 * scores and ranks are computed from these; one statement per batch writes what changed of both, with a line of the
 * trail where a total moved. Once committed, the applications are marked for a vacuum if many changed
 * (db/table-upkeep.ts).
 */
export async function saveTotalScores(
  {
    db,
    programmeRubric,
    selectionFigures,
    upkeep,
  }: Pick<ReviewContext, 'db' | 'programmeRubric' | 'selectionFigures' | 'upkeep'>,
  { user, sessionId }: { user: CurrentUser; sessionId: number },
): Promise<ScoreRun> {
  const { scored, changed } = await db.transaction(async (tx) => {
    const session = await lockedSession(tx, sessionId);
    let rubric = session.rubric as Rubric | null;
    if (!rubric) {
      // The session keeps the rubric it was first scored with: a later change of the programme's never moves it.
      rubric = structuredClone(programmeRubric());
      await sessions.update(tx, sessionId, { rubric });
    }
    const settings = await eligibilitySettings(tx);
    const rows: ScoreRow[] = [];
    const competing: RankingCandidate[] = [];
    for await (const inputs of runs.sessionInputs(tx, sessionId))
      for (const input of inputs) {
        const { application } = input;
        const score = scoreOf(input, rubric);
        const parts = {} as Record<ScorePart, number>;
        for (const part of scoreParts) parts[part] = score[part];
        rows.push({ id: application.id, parts, total: score.total, rank: null, rankingMark: null });
        if (application.eligible === true && application.submitted)
          competing.push({
            id: application.id,
            submittedAt: application.submittedAt?.toISOString() ?? null,
            faculty: application.universityStudent ? application.currentFaculty : application.desiredFaculty,
            score: { total: score.total, merit: score.merit, economicCondition: score.economicCondition },
          });
      }
    const ranking = rankCandidates(competing, {
      passScore: session.passScore ?? 0,
      numberOfCandidatesToSelect: session.candidatesToSelect ?? 0,
      biomedicalFaculties: settings.biomedicalFaculties,
      placesPerReservedPlace: defaultPlacesPerReservedPlace,
    });
    const placeOf = new Map(ranking.map((entry) => [entry.id, entry]));
    for (const row of rows) {
      const place = placeOf.get(row.id);
      row.rank = place?.rank ?? null;
      row.rankingMark = rankingMarkOf(place);
    }
    // The final scores and ranks rest on these totals and ranks: computed from them now, written with them.
    const saved = new Map(rows.map((row) => [row.id, { totalScore: row.total, rank: row.rank }]));
    const changed = await runs.saveScores(tx, user.id, rows, await selectionFigures?.(tx, sessionId, saved));
    return { scored: rows.length, changed };
  });
  upkeep.rewrote('applications', changed, scored);
  return { scored };
}
