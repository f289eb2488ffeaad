import { finalRanking, panelFigures, type SubmittedEvaluation } from '@portal/shared/panel-scores';
import type { Conn } from '../../db/client.ts';
import { updateApplications } from '../review/public.ts';
import { selectionRepository as selection } from './selection.repository.ts';

/**
 * Recomputes a session's selection figures from what they rest on, and writes back only the applications whose
 * figures moved: the panel score (mean of the submitted evaluations), the same corrected for each evaluator's
 * severity, the panel's spread, the final score (total and panel by the session's interview weight, the corrected
 * panel score when the committee chose it) and the final rank among the candidates the score run ranked
 * (docs/scoring.md). Four statements whatever the session's size: the session (locked), its applications, its
 * submitted evaluations, and one batched write.
 *
 * Call it in the transaction that changed an input (an evaluation submitted or withdrawn by a conflict, an interview
 * held or missed, the session's weight or choice, the saved total scores and ranks), after taking the session's lock
 * first as every writer of a whole session does (`sessionsRepository.find(tx, id, { lock: true })`), so that two
 * recomputations run one after the other. A closed session's figures are the published ones and stay as they are.
 */
export async function refreshSelectionScores(conn: Conn, sessionId: number): Promise<void> {
  const session = await selection.lockedSettings(conn, sessionId);
  if (!session || session.status === 'CLOSED') return;
  const rows = await selection.sessionApplications(conn, sessionId);
  const seats = await selection.sessionSeats(conn, sessionId);
  const submitted: SubmittedEvaluation[] = seats.flatMap((seat) =>
    seat.submittedAt && seat.score !== null
      ? [{ applicationId: seat.applicationId, evaluatorId: seat.evaluatorId, score: seat.score }]
      : [],
  );
  const panels = panelFigures(submitted);
  const candidates = rows.map((row) => {
    const panel = panels.get(row.id);
    return {
      id: row.id,
      totalScore: row.totalScore,
      rank: row.rank,
      interviewHeld: row.interviewState === 'HELD',
      panelScore: panel?.panelScore ?? null,
      correctedPanelScore: panel?.correctedPanelScore ?? null,
      panelSpread: panel?.panelSpread ?? null,
    };
  });
  const finals = finalRanking(candidates, {
    interviewWeight: session.interviewWeight,
    correctSeverity: session.correctSeverity,
  });
  const changed = candidates.flatMap((candidate, index) => {
    const before = rows[index]!;
    const { finalScore, finalRank } = finals.get(candidate.id)!;
    const unchanged =
      before.panelScore === candidate.panelScore &&
      before.correctedPanelScore === candidate.correctedPanelScore &&
      before.panelSpread === candidate.panelSpread &&
      before.finalScore === finalScore &&
      before.finalRank === finalRank;
    return unchanged
      ? []
      : [
          [
            candidate.id,
            candidate.panelScore,
            candidate.correctedPanelScore,
            candidate.panelSpread,
            finalScore,
            finalRank,
          ],
        ];
  });
  await updateApplications(
    conn,
    [
      ['panel_score', 'double precision'],
      ['corrected_panel_score', 'double precision'],
      ['panel_spread', 'double precision'],
      ['final_score', 'double precision'],
      ['final_rank', 'int'],
    ],
    changed,
  );
}
