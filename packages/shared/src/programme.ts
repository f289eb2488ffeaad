import { z } from 'zod';
import {
  defaultAllowance,
  defaultEligibilityNames,
  defaultProgrammeTexts,
  placeholderContact,
} from './programme-defaults';

const line = (max: number) => z.string().trim().min(1).max(max);
const amount = z.number().int().min(0).max(1_000_000_000_000);
/** Free text visitors read: written in each interface language. */
const localized = (max: number) => z.object({ en: line(max), fr: line(max), it: line(max) });
/** Names the eligibility rules compare against: each written once, as applicants may write it. */
const names = (max: number) => z.array(line(max)).max(50);

export const addressSchema = z.object({
  name: localized(200),
  lines: localized(500),
});

/** What an administrator edits instead of code: one row, checked by this schema on every write. */
export const programmeSettingsSchema = z.object({
  universityName: localized(200),
  universityTown: localized(120),
  swissAddress: addressSchema,
  cameroonAddress: addressSchema,
  email: z.email().max(200),
  phone: line(60),
  allowanceAmount: amount,
  currency: line(10),
  historicalSessions: z.number().int().min(0).max(1000),
  historicalScholarships: z.number().int().min(0).max(100_000),
  historicalValue: amount,
  /** Towns and districts whose residents may apply; an empty list accepts nobody (eligibility says so). */
  acceptedPlaces: names(120),
  /** The names and abbreviations the university goes by, in every language applicants may write them. */
  universityNames: names(200),
  /** The biomedical sciences faculty's names: its candidates compete for the ranking's kept place. */
  biomedicalFaculties: names(200),
});
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;

/** What visitors may read: everything except the historical figures (they are folded into /statistics). */
export const publicSettingsSchema = programmeSettingsSchema.omit({
  historicalSessions: true,
  historicalScholarships: true,
  historicalValue: true,
  acceptedPlaces: true,
  universityNames: true,
  biomedicalFaculties: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const statisticsSchema = z.object({
  numberOfSessions: z.number().int(),
  totalScholarshipsGranted: z.number().int(),
  totalValueGranted: z.number(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const defaultProgrammeSettings: ProgrammeSettings = {
  ...defaultProgrammeTexts,
  ...placeholderContact,
  allowanceAmount: defaultAllowance.amount,
  currency: defaultAllowance.currency,
  historicalSessions: 11,
  historicalScholarships: 168,
  historicalValue: 125_800_000,
  ...defaultEligibilityNames,
};
