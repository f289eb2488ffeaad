import { checkEligibility } from '@portal/shared/eligibility';
import type { RankingMark } from '@portal/shared/enums';
import { defaultPlacesPerReservedPlace, type RankedCandidate, rankCandidates } from '@portal/shared/ranking';
import type { ApplicationScore, EligibilityRun, ScoreRun } from '@portal/shared/review-runs';
import { scoreApplication } from '@portal/shared/scoring';
import { defaultRubric, type Rubric, type ScorePart, scoreParts } from '@portal/shared/scoring-rubric';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import { isStaff } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type SelectionScores, type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { eligibilitySettings } from './eligibility-settings.ts';
import { type ReviewInput, reviewRunsRepository as runs } from './review-runs.repository.ts';

/** JSON with object keys sorted: jsonb hands objects back with its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The rubric scores are computed with: the session's frozen copy, or the programme's current one before that. */
const rubricOf = (session: SessionRow, fallback: Rubric) => (session.rubric as Rubric | null) ?? fallback;

/** A score's answer: the parts, the bonus and the total, without the list of missing answers. */
function scoreOf(input: ReviewInput, rubric: Rubric) {
  const outcome = scoreApplication(input.scoring, rubric);
  if (outcome.ok) return outcome.score;
  // A bonus stored without its reason (written before the rule) is scored without the bonus, never refused.
  const unchecked = scoreApplication({ ...input.scoring, bonus: null, bonusReason: null }, rubric);
  if (!unchecked.ok) throw new Error('scoring without a bonus cannot fail');
  return unchecked.score;
}

/** How the ranking placed a competing application, as the candidates list and the export show it. */
function rankingMarkOf(place: RankedCandidate | undefined): RankingMark | null {
  if (!place?.passed) return null;
  if (!place.selected) return 'RESERVE';
  return place.reservedFor ? 'BIOMEDICAL_PLACE' : 'SELECTED';
}

/**
 * The committee's runs over a whole session: the eligibility check and the scores with the ranking. Each loads the
 * session in a few queries, computes in memory and writes back only what changed, in batches, with one line of the
 * trail per changed application, all in one transaction. `programmeRubric` is the rubric a session gets a copy of
 * when its scores are first saved (the programme's default). A closed session's runs are refused: its decisions are
 * published, and what they rest on (eligibility, scores, ranks) stays as it was. `selectionScores` recomputes the
 * final scores and ranks once the totals and ranks are saved.
 */
export function createReviewRunsService({
  db,
  programmeRubric = () => defaultRubric,
  selectionScores,
}: Pick<AppContext, 'db'> & { programmeRubric?: () => Rubric; selectionScores?: SelectionScores }) {
  /** The session a run changes, locked; a closed one has published its decisions and no longer changes. */
  async function lockedSession(tx: Tx, sessionId: number): Promise<SessionRow> {
    // The lock queues two runs of the same session one after the other.
    const session = await sessions.find(tx, sessionId, { lock: true });
    if (!session) throw notFound('session');
    if (session.status === 'CLOSED') throw new AppError('SESSION_CLOSED');
    return session;
  }

  return {
    async checkEligibility(actor: CurrentUser, sessionId: number): Promise<EligibilityRun> {
      return db.transaction(async (tx) => {
        const session = await lockedSession(tx, sessionId);
        const settings = await eligibilitySettings(tx);
        const ruleSettings = { ...settings, sessionStart: session.startDate.toISOString() };
        const inputs = await runs.sessionInputs(tx, sessionId);
        const changed: { id: number; eligible: boolean; reasons: unknown[]; before: unknown }[] = [];
        let eligible = 0;
        for (const input of inputs) {
          const result = checkEligibility(input.eligibility, ruleSettings);
          if (result.eligible) eligible += 1;
          const { application } = input;
          const before = { eligible: application.eligible, reasons: application.nonEligibilityReasons };
          if (sameJson(before, { eligible: result.eligible, reasons: result.reasons })) continue;
          changed.push({ id: application.id, eligible: result.eligible, reasons: result.reasons, before });
        }
        await runs.saveEligibility(tx, changed);
        await runs.recordAudits(
          tx,
          actor.id,
          'ELIGIBILITY_CHECK',
          changed.map((row) => ({
            applicationId: row.id,
            before: row.before,
            after: { eligible: row.eligible, reasons: row.reasons },
          })),
        );
        return { checked: inputs.length, eligible, notEligible: inputs.length - eligible };
      });
    },

    async saveTotalScores(actor: CurrentUser, sessionId: number): Promise<ScoreRun> {
      return db.transaction(async (tx) => {
        const session = await lockedSession(tx, sessionId);
        let rubric = session.rubric as Rubric | null;
        if (!rubric) {
          // The session keeps the rubric it was first scored with: a later change of the programme's never moves it.
          rubric = structuredClone(programmeRubric());
          await sessions.update(tx, sessionId, { rubric });
        }
        const settings = await eligibilitySettings(tx);
        const inputs = await runs.sessionInputs(tx, sessionId);
        const scored = inputs.map((input) => ({ input, score: scoreOf(input, rubric) }));
        // Only eligible, submitted applications compete; the others keep their points and have no rank.
        const ranking = rankCandidates(
          scored
            .filter(({ input }) => input.application.eligible === true && input.application.submitted)
            .map(({ input, score }) => ({
              id: input.application.id,
              submittedAt: input.application.submittedAt?.toISOString() ?? null,
              faculty: input.application.universityStudent
                ? input.application.currentFaculty
                : input.application.desiredFaculty,
              score,
            })),
          {
            passScore: session.passScore ?? 0,
            numberOfCandidatesToSelect: session.candidatesToSelect ?? 0,
            biomedicalFaculties: settings.biomedicalFaculties,
            placesPerReservedPlace: defaultPlacesPerReservedPlace,
          },
        );
        const placeOf = new Map(ranking.map((entry) => [entry.id, entry]));
        const rows = scored.map(({ input, score }) => ({
          id: input.application.id,
          parts: Object.fromEntries(scoreParts.map((part) => [part, score[part]])) as Record<ScorePart, number>,
          total: score.total,
          rank: placeOf.get(input.application.id)?.rank ?? null,
          rankingMark: rankingMarkOf(placeOf.get(input.application.id)),
          before: input.application,
        }));
        const changed = rows.filter(
          (row) =>
            row.total !== row.before.totalScore ||
            row.rank !== row.before.rank ||
            row.rankingMark !== row.before.rankingMark ||
            scoreParts.some((part) => row.parts[part] !== row.before.scoreParts?.[part]),
        );
        await runs.saveScores(tx, changed);
        await runs.recordAudits(
          tx,
          actor.id,
          'SCORE',
          changed
            .filter((row) => row.total !== row.before.totalScore)
            .map((row) => ({
              applicationId: row.id,
              before: {
                totalScore: row.before.totalScore,
                rank: row.before.rank,
                rankingMark: row.before.rankingMark,
              },
              after: { totalScore: row.total, rank: row.rank, rankingMark: row.rankingMark },
            })),
        );
        await selectionScores?.(tx, sessionId);
        return { scored: rows.length };
      });
    },

    /**
     * One application's score, computed now with the session's rubric. Staff always; its applicant once the
     * session is CLOSED (the decisions published). Who else may ask is the access policy's answer: nobody.
     */
    async score(user: CurrentUser, application: { id: number }): Promise<ApplicationScore> {
      const input = await runs.applicationInput(db, application.id);
      if (!input) throw notFound('application');
      const session = await sessionOf(db, input.application.sessionId);
      if (!isStaff(user.role) && session.status !== 'CLOSED')
        throw new AppError('FORBIDDEN', { key: 'decisions.scoreNotPublished' });
      const { missing: _missing, ...score } = scoreOf(input, rubricOf(session, programmeRubric()));
      return score;
    },
  };
}

async function sessionOf(conn: Conn, id: number): Promise<SessionRow> {
  const session = await sessions.find(conn, id);
  if (!session) throw notFound('session');
  return session;
}

export type ReviewRunsService = ReturnType<typeof createReviewRunsService>;
