import {
  type ConflictResult,
  type Evaluation,
  type EvaluationInput,
  evaluationScore,
  type Rubric,
} from '@portal/shared/selection';
import type { AppContext } from '../../context.ts';
import { AppError, type FieldProblem, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../review/public.ts';
import { fillPanels, lockedOpenSession, rubricOf } from './panels.ts';
import { type EvaluationRow, selectionRepository as selection } from './selection.repository.ts';
import { refreshSelectionScores } from './selection-scores.ts';

/** The application an evaluation belongs to, as the access policy found it (its row). */
export type PanelApplication = { id: number; sessionId: number };

export function toEvaluation(row: EvaluationRow, hidden: boolean): Evaluation {
  return {
    id: row.id,
    evaluatorId: row.evaluatorId,
    evaluatorName: row.evaluatorName,
    scores: hidden ? {} : row.scores,
    comment: hidden ? null : row.comment,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    score: hidden ? null : row.score,
    hidden,
    version: row.version,
    modified: row.modified.toISOString(),
  };
}

/** Marks of criteria the rubric does not have; on submission, every criterion still unmarked, named in each language. */
function markProblems(rubric: Rubric, input: EvaluationInput): FieldProblem[] {
  const codes = new Set(rubric.criteria.map((criterion) => criterion.code));
  const unknown = Object.keys(input.scores)
    .filter((code) => !codes.has(code))
    .map((code) => ({ field: `scores.${code}`, key: 'selection.unknownCriterion' }));
  const unmarked = input.submit
    ? rubric.criteria
        .filter((criterion) => input.scores[criterion.code] === undefined)
        .map((criterion) => ({
          field: `scores.${criterion.code}`,
          key: 'selection.criterionUnmarked',
          params: criterion.label,
        }))
    : [];
  return [...unknown, ...unmarked];
}

/**
 * The panel's evaluations of one application: reading them (no member sees another's marks before submitting their
 * own), saving and submitting one's own, and declaring a conflict of interest.
 */
export function createEvaluationsService({ db }: Pick<AppContext, 'db'>) {
  return {
    /**
     * Every evaluation of the application. A member of its panel (an administrator included) reads the others' marks
     * once their own is submitted, and only submitted ones; an administrator off the panel reads everything.
     */
    async list(user: CurrentUser, application: PanelApplication): Promise<Evaluation[]> {
      const rows = await selection.ofApplication(db, application.id);
      // The policy let in administrators and the panel's members: one without a seat here administers.
      const own = rows.find((row) => row.evaluatorId === user.id);
      return rows.map((row) => {
        if (row === own || !own) return toEvaluation(row, false);
        return toEvaluation(row, !(own.submittedAt && row.submittedAt));
      });
    },

    /** PUT …/evaluations/mine: the caller's marks as given; `submit` scores them and closes the evaluation. */
    async saveMine(user: CurrentUser, application: PanelApplication, input: EvaluationInput): Promise<Evaluation> {
      return db.transaction(async (tx) => {
        // The session first, as the rubric's change takes it: a submission never meets a rubric being replaced.
        const session = await lockedOpenSession(tx, application.sessionId);
        const seat = await selection.seat(tx, application.id, user.id, { lock: true });
        if (!seat) throw notFound('application');
        if (seat.submittedAt) throw new AppError('EVALUATION_SUBMITTED');
        const rubric = rubricOf(session);
        const problems = markProblems(rubric, input);
        if (problems.length) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
        const submitted = input.submit === true;
        const values = {
          scores: input.scores,
          comment: input.comment || null,
          score: submitted ? evaluationScore(rubric, input.scores) : null,
          submittedAt: submitted ? new Date() : null,
        };
        const saved = await selection.saveEvaluation(tx, seat.id, values, input.version);
        if (!saved) throw new AppError('STALE_WRITE');
        if (submitted) {
          await recordAudit(tx, {
            applicationId: application.id,
            actor: user,
            action: 'EVALUATION',
            after: { score: saved.score, scores: saved.scores },
          });
          await refreshSelectionScores(tx, application.sessionId);
        }
        return toEvaluation(saved, false);
      });
    },

    /**
     * POST …/conflict: the caller may not judge this candidate. The conflict is kept (they never sit on its panel
     * again, and the application answers them 404), their seat goes with its evaluation, submitted or not (an
     * evaluation written under a conflict does not count; the trail keeps its marks), and the panel is filled again
     * where a staff member is free.
     */
    async declareConflict(user: CurrentUser, application: PanelApplication, reason: string): Promise<ConflictResult> {
      return db.transaction(async (tx) => {
        const session = await lockedOpenSession(tx, application.sessionId);
        const seat = await selection.seat(tx, application.id, user.id, { lock: true });
        await selection.insertConflict(tx, { applicationId: application.id, evaluatorId: user.id, reason });
        let replacement: string | null = null;
        if (seat) {
          await selection.removeSeat(tx, seat.id);
          const filled = await fillPanels(tx, user, session, [{ id: application.id, applicantName: '' }]);
          replacement = filled.seated[0]?.evaluatorName ?? null;
          if (seat.submittedAt) await refreshSelectionScores(tx, application.sessionId);
        }
        await recordAudit(tx, {
          applicationId: application.id,
          actor: user,
          action: 'CONFLICT',
          note: reason,
          before: seat
            ? {
                evaluation: {
                  scores: seat.scores,
                  comment: seat.comment,
                  score: seat.score,
                  submitted: !!seat.submittedAt,
                },
              }
            : null,
          after: { replacement },
        });
        return { replaced: replacement !== null };
      });
    },
  };
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>;
