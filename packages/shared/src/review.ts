import { z } from 'zod';
import { acceptanceStates } from './acceptance-rules';
import { applicationSchema, selectionScoresShape } from './applications';
import { rankingMarks } from './enums';
import { listQuerySchema } from './paging';
import { scoreParts } from './scoring-rubric';
import { interviewSchema } from './selection';

/**
 * The committee's review of a session's applications: the candidates list and its export. The list takes the usual
 * list query; `session.id:eq:<id>` keeps one session's candidates (fields: see the API documentation).
 */

/** One row of the candidates list: the application and who applied (names null once the account is deleted). */
export const candidateSchema = applicationSchema.extend({
  /** Points per part of the score (`scoreParts` of the scoring rubric), as the session's rubric gave them. */
  scoreParts: z.partialRecord(z.enum(scoreParts), z.number()).nullable(),
  bonus: z.number().int().nullable(),
  bonusReason: z.string().nullable(),
  rank: z.number().int().nullable(),
  /** Selected, selected on the biomedical place, or on the reserve list (passed, no place); null when not competing. */
  rankingMark: z.enum(rankingMarks).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** The place once its session is published (awaiting, accepted, declined, expired or withdrawn); null without one. */
  acceptanceState: z.enum(acceptanceStates).nullable(),
  /** On the interview shortlist. */
  preselected: z.boolean(),
  /** The interview of a preselected candidate (its state and booked slot); null when not preselected. */
  interview: interviewSchema.nullable(),
  ...selectionScoresShape,
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * A candidates row as the committee's list screen shows it (`view=summary`, paging.ts): who applied, the submission, the
 * eligibility with its reasons, the scores and ranks, the decision and the place. The application itself (its
 * answers, steps and motivation, the score's parts, the interview) is read from `GET /applications/{id}`.
 */
export const candidateSummarySchema = candidateSchema.pick({
  id: true,
  sessionId: true,
  status: true,
  universityStudent: true,
  submitted: true,
  submittedAt: true,
  eligible: true,
  nonEligibilityReasons: true,
  totalScore: true,
  rank: true,
  rankingMark: true,
  firstName: true,
  lastName: true,
  email: true,
  acceptanceState: true,
  preselected: true,
  panelScore: true,
  correctedPanelScore: true,
  finalScore: true,
  finalRank: true,
  panelSpread: true,
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

/** Formats the candidates export is offered in. */
export const exportFormats = ['EXCEL'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportParamsSchema = z.object({ format: z.enum(exportFormats) });
/** The export takes the list's filter, search and sort, and answers every matching candidate (no paging). */
export const exportQuerySchema = listQuerySchema.pick({ filter: true, search: true, sort: true });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
