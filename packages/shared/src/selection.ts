import { z } from 'zod';
import { interviewStates } from './enums';
import { INT32_MAX, idSchema, instantSchema } from './fields';

/**
 * The selection between submission and decision: preselection by total score, interviews of the preselected in
 * slots the committee opens, a panel of staff members per interview scoring on the session's rubric, and the final
 * score that combines the total score with the panel's (the session's `interviewWeight`). JSON names as the
 * applications contract fixes them.
 */

/** Share of the final score the interview carries, in percent; 0: no interviews, the final score is the total. */
export const interviewWeightRange = { min: 0, max: 100 } as const;
/** Staff members per interview. */
export const panelSizeRange = { min: 1, max: 5 } as const;
/** A criterion is scored 0 (absent) to 5 (excellent). */
export const criterionScoreRange = { min: 0, max: 5 } as const;
/** The booking closes this long before the slot starts (the booking rules: interview-rules.ts). */
export { bookingLockHours } from './interview-rules';
/** Two submitted evaluations of one candidate further apart than this (points of 100) are flagged for discussion. */
export const panelDisagreementPoints = 20;

// ---------------------------------------------------------------- the rubric

const label = z.string().trim().min(1).max(200);
export const criterionSchema = z.strictObject({
  /** Stable key of the criterion in evaluations' `scores` (lower-case letters, digits and dashes). */
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'validation.invalidValue'),
  label: z.strictObject({ fr: label, en: label, it: label }),
  /** A positive integer; the weights of a rubric sum to 100. */
  weight: z.number().int().min(1).max(100),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const rubricSchema = z
  .strictObject({ criteria: z.array(criterionSchema).min(1).max(12) })
  .superRefine((rubric, ctx) => {
    const total = rubric.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
    if (total !== 100) ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'validation.weightsSum100' });
    const seen = new Set<string>();
    rubric.criteria.forEach((criterion, index) => {
      if (seen.has(criterion.code))
        ctx.addIssue({ code: 'custom', path: ['criteria', index, 'code'], message: 'validation.duplicate' });
      seen.add(criterion.code);
    });
  });
export type Rubric = z.infer<typeof rubricSchema>;

/** The rubric a session starts with: what a scholarship interview weighs, in the committee's three languages. */
export const defaultInterviewRubric: Rubric = {
  criteria: [
    {
      code: 'motivation',
      label: {
        fr: 'Motivation et projet d’études',
        en: 'Motivation and study plan',
        it: 'Motivazione e progetto di studi',
      },
      weight: 30,
    },
    {
      code: 'need',
      label: { fr: 'Besoin financier confirmé', en: 'Confirmed financial need', it: 'Bisogno economico confermato' },
      weight: 25,
    },
    {
      code: 'commitment',
      label: {
        fr: 'Engagement envers la communauté (100 heures)',
        en: 'Commitment to the community (100 hours)',
        it: 'Impegno verso la comunità (100 ore)',
      },
      weight: 20,
    },
    {
      code: 'academic',
      label: {
        fr: 'Solidité du parcours scolaire',
        en: 'Strength of the school record',
        it: 'Solidità del percorso scolastico',
      },
      weight: 15,
    },
    {
      code: 'communication',
      label: { fr: 'Clarté de l’expression', en: 'Clarity of expression', it: 'Chiarezza dell’espressione' },
      weight: 10,
    },
  ],
};

/** An evaluation's score out of 100: each criterion's 0–5 mark, weighted. Null while a criterion is unmarked. */
export function evaluationScore(rubric: Rubric, scores: Record<string, number>): number | null {
  let total = 0;
  for (const criterion of rubric.criteria) {
    const mark = scores[criterion.code];
    if (mark === undefined) return null;
    total += (mark / criterionScoreRange.max) * criterion.weight;
  }
  return Math.round(total * 100) / 100;
}

// ---------------------------------------------------------------- preselection

/** POST /sessions/{id}/preselection: the `count` best total scores, with every tie of the last one. */
export const preselectionInputSchema = z.strictObject({ count: z.number().int().min(1).max(100_000) });
export type PreselectionInput = z.infer<typeof preselectionInputSchema>;
export const preselectionResultSchema = z.object({
  preselected: z.number().int(),
  /** The total score of the last one in; null when nobody is. */
  cutScore: z.number().nullable(),
});
export type PreselectionResult = z.infer<typeof preselectionResultSchema>;

/** PATCH /applications/{id}/preselection: one added or removed by hand, with the committee's reason. */
export const preselectionChangeSchema = z.strictObject({
  preselected: z.boolean(),
  reason: z.string().trim().min(1).max(2000),
});
export type PreselectionChange = z.infer<typeof preselectionChangeSchema>;
/** What PATCH /applications/{id}/preselection answers: the application's place on the shortlist now. */
export const preselectionStateSchema = z.object({
  id: z.number().int(),
  preselected: z.boolean(),
  interviewState: z.enum(interviewStates).nullable(),
});
export type PreselectionState = z.infer<typeof preselectionStateSchema>;

/** GET /sessions/{id}/preselection?count=N: what a run with that count would do, before the committee confirms it. */
export const preselectionPreviewQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(100_000) });
export const preselectionPreviewSchema = z.object({
  /** Submitted, eligible, scored applications not rejected: those the run draws from. */
  competing: z.number().int(),
  /** The total score of the last one in; null when nobody is. */
  cutScore: z.number().nullable(),
  /** How many would be in: the count asked, more when others tie with the last one, fewer when fewer compete. */
  preselected: z.number().int(),
  /** Of those in, how many come in only through the tie at the cut (beyond the count asked). */
  tiedAtCut: z.number().int(),
  /** Of those in, how many of each applicant type (new, renewal, renewal in its final year). */
  byType: z.object({ NEW: z.number().int(), OLD: z.number().int(), OLD_ENDING: z.number().int() }),
  /** Not on the shortlist now and in after the run; on it now and out after the run. */
  joining: z.number().int(),
  leaving: z.number().int(),
  /** Of those leaving, how many have an interview booked or over: the run would be refused (`PRESELECTION_LOCKED`). */
  blocked: z.number().int(),
});
export type PreselectionPreview = z.infer<typeof preselectionPreviewSchema>;

// ---------------------------------------------------------------- interviews

export const interviewSlotSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 in UTC. */
  startsAt: z.string(),
  minutes: z.number().int(),
  place: z.string().nullable(),
  videoUrl: z.string().nullable(),
  capacity: z.number().int(),
  booked: z.number().int(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

/** POST /sessions/{id}/interview-slots: a place or a video link (at least one), a length, how many it takes. */
export const interviewSlotInputSchema = z
  .strictObject({
    startsAt: instantSchema,
    minutes: z.number().int().min(5).max(480),
    place: z.string().trim().min(1).max(300).nullable().optional(),
    videoUrl: z
      .url({ protocol: /^https$/ })
      .max(500)
      .nullable()
      .optional(),
    capacity: z.number().int().min(1).max(50),
  })
  .superRefine((slot, ctx) => {
    if (!slot.place && !slot.videoUrl)
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'validation.placeOrVideo' });
  });
export type InterviewSlotInput = z.infer<typeof interviewSlotInputSchema>;

export const interviewStateSchema = z.enum(interviewStates);
export const interviewSchema = z.object({
  state: interviewStateSchema,
  slot: interviewSlotSchema.nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** PUT /applications/{id}/interview: the applicant books (or changes to) a slot. */
export const interviewBookingSchema = z.strictObject({ slotId: idSchema });
/** PATCH /applications/{id}/interview: the panel records whether it took place. */
export const interviewOutcomeSchema = z.strictObject({ state: z.enum(['HELD', 'MISSED']) });

// ---------------------------------------------------------------- panels and evaluations

/** GET /sessions/{id}/rubric: the session's rubric (or the default), and whether it may still change. */
export const sessionRubricSchema = z.object({
  criteria: z.array(criterionSchema),
  /** An evaluation of the session has been submitted: the rubric no longer changes (409 `RUBRIC_LOCKED`). */
  locked: z.boolean(),
});
export type SessionRubric = z.infer<typeof sessionRubricSchema>;

/** A preselected application whose panel the run could not fill: too few staff members free of a conflict. */
export const unfilledPanelSchema = z.object({
  applicationId: z.number().int(),
  applicantName: z.string(),
  /** Seats still empty on its panel. */
  missing: z.number().int(),
});

export const panelsResultSchema = z.object({
  /** Panel seats given in this run (seats already held are kept). */
  assigned: z.number().int(),
  /** Staff members who sit on at least one panel of the session. */
  evaluators: z.number().int(),
  /** The panels left short, each with how many seats it misses; empty when every panel is full. */
  unfilled: z.array(unfilledPanelSchema),
});
export type PanelsResult = z.infer<typeof panelsResultSchema>;

export const criterionScoresSchema = z.record(
  z.string(),
  z.number().int().min(criterionScoreRange.min).max(criterionScoreRange.max),
);

export const evaluationSchema = z.object({
  id: z.number().int(),
  evaluatorId: z.number().int().nullable(),
  evaluatorName: z.string(),
  scores: criterionScoresSchema,
  comment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Out of 100, from the rubric's weights; null until submitted. */
  score: z.number().nullable(),
  /**
   * The marks, comment and score are withheld from this reader: another member's evaluation, while the reader's own
   * is not submitted or this one is still a draft (no evaluator anchors on another's marks).
   */
  hidden: z.boolean(),
  /** Changes at every save; sent back with the next save, an older one answers 409 `STALE_WRITE`. */
  version: z.number().int(),
  /** When it was last written (ISO 8601): the form says "saved on the server at …" once `version` is above 0. */
  modified: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/**
 * PUT /applications/{id}/evaluations/mine: a draft, saved as given (the marks and the comment replace the stored
 * ones), or the submission (`submit: true`, every criterion of the rubric marked). `version`: the one the form was
 * loaded with.
 */
export const evaluationInputSchema = z.strictObject({
  scores: criterionScoresSchema,
  comment: z.string().trim().max(5000).nullable().optional(),
  submit: z.boolean().optional(),
  version: z.number().int().min(0).max(INT32_MAX).optional(),
});
export type EvaluationInput = z.infer<typeof evaluationInputSchema>;

/** POST /applications/{id}/conflict: why the staff member cannot judge this candidate (kept in the audit). */
export const conflictInputSchema = z.strictObject({ reason: z.string().trim().min(1).max(2000) });
export type ConflictInput = z.infer<typeof conflictInputSchema>;
/** What the declaration did: whether another staff member took the seat it freed (false: none was free). */
export const conflictResultSchema = z.object({ replaced: z.boolean() });
export type ConflictResult = z.infer<typeof conflictResultSchema>;

// ---------------------------------------------------------------- severity and "my interviews"

/**
 * GET /sessions/{id}/evaluators: each staff member with a seat in the session, how many they submitted, the mean
 * score they gave, and their severity: the mean, over the candidates they and another member both evaluated, of
 * their score minus the mean of the others' scores on that candidate (negative: severer than the rest of the panel;
 * positive: more lenient), with how many candidates it rests on (docs/scoring.md).
 */
export const evaluatorSeveritySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  submitted: z.number().int(),
  /** Mean of the scores of their submitted evaluations; null before the first. */
  meanScore: z.number().nullable(),
  /** Points of 100; null while no candidate of theirs has another submitted evaluation to compare with. */
  severity: z.number().nullable(),
  /** The candidates the severity rests on. */
  comparedCandidates: z.number().int(),
});
export type EvaluatorSeverity = z.infer<typeof evaluatorSeveritySchema>;

/** Where the caller's own evaluation of a candidate stands: nothing marked yet, a draft, or submitted. */
export const ownEvaluationStates = ['NONE', 'DRAFT', 'SUBMITTED'] as const;
export type OwnEvaluationState = (typeof ownEvaluationStates)[number];

/** GET /users/me/interviews: the caller's panel seats in the sessions not yet closed, soonest interview first. */
export const myInterviewSchema = z.object({
  applicationId: z.number().int(),
  applicantName: z.string(),
  sessionId: z.number().int(),
  sessionName: z.string(),
  /** The application's interview; null while it has none (not preselected any more). */
  interview: interviewSchema.nullable(),
  evaluation: z.enum(ownEvaluationStates),
});
export type MyInterview = z.infer<typeof myInterviewSchema>;
