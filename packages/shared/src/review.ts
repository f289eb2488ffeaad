import { z } from 'zod';
import { applicationSchema } from './applications';
import { listQuerySchema } from './paging';

/**
 * The committee's review of a session's applications: the candidates list, its export, and the parts of a score.
 * The candidates list takes the usual list query with these filter and sort fields; `session.id:eq:<id>` keeps one
 * session's candidates.
 */

/** The parts a total score is made of, in the order the export shows them (50 points merit, 50 socio-economic). */
export const scoreParts = [
  'merit',
  'economicCondition',
  'computer',
  'dependenceRatio',
  'familyHandicap',
  'children',
  'houseSize',
  'houseType',
  'livestock',
  'selfHandicap',
  'toilet',
  'transport',
  'tv',
  'water',
  'land',
  'landMainActivity',
] as const;
export type ScorePart = (typeof scoreParts)[number];

export const BONUS_MIN = 1;
export const BONUS_MAX = 5;

export const candidateFilterFields = [
  'session.id',
  'eligible',
  'submitted',
  'universityStudent',
  'status',
  'type',
  'totalScore',
  'rank',
] as const;
export const candidateSortFields = ['totalScore', 'rank', 'lastName', 'firstName', 'submittedAt', 'created'] as const;

/** One row of the candidates list: the application and who applied (names null once the account is deleted). */
export const candidateSchema = applicationSchema.extend({
  scoreParts: z.record(z.string(), z.number()).nullable(),
  bonus: z.number().int().nullable(),
  bonusReason: z.string().nullable(),
  rank: z.number().int().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** Formats the candidates export is offered in. */
export const exportFormats = ['EXCEL'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportParamsSchema = z.object({ format: z.enum(exportFormats) });
/** The export takes the list's filter, search and sort, and answers every matching candidate (no paging). */
export const exportQuerySchema = listQuerySchema.pick({ filter: true, search: true, sort: true });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
