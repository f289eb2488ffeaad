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
  const computed = await computeFigures(conn, sessionId);
  if (!computed) return;
  const { rows, candidates, finals } = computed;
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

/** Totals and ranks by application, about to be saved: the figures are computed from them, not from the stored ones. */
export type SavedTotals = ReadonlyMap<number, { totalScore: number | null; rank: number | null }>;

/**
 * The selection's figures of every application of the session, by id, in the order the applications' columns take
 * them: panel score, corrected panel score, spread, final score, final rank. Computed from `saved`, the totals and
 * ranks the scoring is about to write, so that it writes them with its own (one write of each application, not two);
 * empty for a closed session.
 */
export async function selectionFigures(
  conn: Conn,
  sessionId: number,
  saved: SavedTotals,
): Promise<Map<number, (number | null)[]>> {
  const computed = await computeFigures(conn, sessionId, saved);
  if (!computed) return new Map();
  return new Map(
    computed.candidates.map((candidate) => {
      const { finalScore, finalRank } = computed.finals.get(candidate.id)!;
      return [
        candidate.id,
        [candidate.panelScore, candidate.correctedPanelScore, candidate.panelSpread, finalScore, finalRank],
      ];
    }),
  );
}

/** The session's applications as stored, and their figures from what they rest on (`saved` totals where given). */
async function computeFigures(conn: Conn, sessionId: number, saved?: SavedTotals) {
  const session = await selection.lockedSettings(conn, sessionId);
  if (!session || session.status === 'CLOSED') return undefined;
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
    const given = saved?.get(row.id);
    return {
      id: row.id,
      totalScore: given ? given.totalScore : row.totalScore,
      rank: given ? given.rank : row.rank,
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
  return { rows, candidates, finals };
}
