import { z } from 'zod';
import { defaultAllowance } from './programme-defaults';

const line = (max: number) => z.string().trim().min(1).max(max);
const amount = z.number().int().min(0).max(1_000_000_000_000);

export const addressSchema = z.object({
  name: line(200),
  lines: z.string().trim().min(1).max(500),
});

/** What an administrator edits instead of code: one row, checked by this schema on every write. */
export const programmeSettingsSchema = z.object({
  universityName: line(200),
  universityTown: line(120),
  swissAddress: addressSchema,
  cameroonAddress: addressSchema,
  email: z.email().max(200),
  phone: line(60),
  allowanceAmount: amount,
  currency: line(10),
  historicalSessions: z.number().int().min(0).max(1000),
  historicalScholarships: z.number().int().min(0).max(100_000),
  historicalValue: amount,
});
export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;

/** What visitors may read: everything except the historical figures (they are folded into /statistics). */
export const publicSettingsSchema = programmeSettingsSchema.omit({
  historicalSessions: true,
  historicalScholarships: true,
  historicalValue: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const statisticsSchema = z.object({
  numberOfSessions: z.number().int(),
  totalScholarshipsGranted: z.number().int(),
  totalValueGranted: z.number(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const defaultProgrammeSettings: ProgrammeSettings = {
  universityName: 'University of Dschang',
  universityTown: 'Dschang',
  swissAddress: { name: 'Swiss committee', lines: 'Switzerland' },
  cameroonAddress: { name: 'Cameroon branch', lines: 'Dschang, West Region, Cameroon' },
  email: 'contact@portal.example',
  phone: '+237 000 000 000',
  allowanceAmount: defaultAllowance.amount,
  currency: defaultAllowance.currency,
  historicalSessions: 11,
  historicalScholarships: 168,
  historicalValue: 125_800_000,
};
