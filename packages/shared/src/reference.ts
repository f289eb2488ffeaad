import { z } from 'zod';
import { audiences, bacSystems, documentScopes } from './enums.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/** A name every applicant reads: required in en, fr and it. */
export const localizedTextSchema = z.object({ en: text(200), fr: text(200), it: text(200) });
/** An optional longer text; each language may be empty. */
export const localizedDescriptionSchema = z.object({
  en: z.string().trim().max(2000),
  fr: z.string().trim().max(2000),
  it: z.string().trim().max(2000),
});

const base = { id: z.number().int() };

export const handicapInputSchema = z.object({ name: localizedTextSchema });
export const handicapSchema = handicapInputSchema.extend(base);

export const schoolLevelInputSchema = z.object({ name: localizedTextSchema, order: z.number().int().min(0).max(1000) });
export const schoolLevelSchema = schoolLevelInputSchema.extend(base);

export const bacTypeInputSchema = z.object({
  name: localizedTextSchema,
  system: z.enum(bacSystems),
  description: localizedDescriptionSchema.nullable().optional(),
});
export const bacTypeSchema = bacTypeInputSchema.extend({ ...base, description: localizedDescriptionSchema.nullable() });

export const documentTypeInputSchema = z.object({
  name: localizedTextSchema,
  required: z.boolean(),
  allowMultiple: z.boolean(),
  target: z.enum(audiences),
  /** New applications, renewals or both; absent means both. */
  scope: z.enum(documentScopes).default('ALL'),
  description: localizedDescriptionSchema.nullable().optional(),
});
export const documentTypeSchema = documentTypeInputSchema.extend({
  ...base,
  description: localizedDescriptionSchema.nullable(),
});

export type LocalizedTextInput = z.infer<typeof localizedTextSchema>;
export type HandicapInput = z.infer<typeof handicapInputSchema>;
export type Handicap = z.infer<typeof handicapSchema>;
export type SchoolLevelInput = z.infer<typeof schoolLevelInputSchema>;
export type SchoolLevel = z.infer<typeof schoolLevelSchema>;
export type BacTypeInput = z.infer<typeof bacTypeInputSchema>;
export type BacType = z.infer<typeof bacTypeSchema>;
export type DocumentTypeInput = z.infer<typeof documentTypeInputSchema>;
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** The four lists administrators keep; the key is also the URL segment (/bac-types …). */
export const referenceKinds = ['bac-types', 'document-types', 'handicaps', 'school-levels'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];
