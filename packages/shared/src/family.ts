import { z } from 'zod';
import { versionField } from './applications';
import {
  educationLevels,
  familyRelations,
  houseTypes,
  landMainActivities,
  landTypes,
  mainIncomeTypes,
  maritalStatuses,
  otherIncomeTypes,
  transportTypes,
  utilityTypes,
} from './enums';
import { isIncomeType, memberBirthYears } from './family-rules';
import { idSchema } from './fields';

/**
 * Request and response shapes of the family step (`/families`): the household one application declares, and its
 * members. Like every part, a family or a member may be saved with fields still empty (a draft); present values are
 * checked at once; completing the step and submitting list what is missing (`family-rules.ts`).
 */

const text = (max = 200) => z.string().trim().max(max).nullable().optional();
const count = (max: number) => z.number().int().min(0).max(max).nullable().optional();
const flag = z.boolean().nullable().optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional();
/** Yearly amounts in FCFA: a bound keeps a typing slip from becoming a fortune (and within 32 bits). */
const amount = count(1_000_000_000);

/** At most this many members in town, and so registered under one family. */
export const familyLimits = { membersInTown: 50 } as const;

export const familyFieldsSchema = z.object({
  membersInTown: count(familyLimits.membersInTown),
  rooms: count(100),
  houseType: choice(houseTypes),
  landType: choice(landTypes),
  toiletType: choice(utilityTypes),
  landMainActivity: choice(landMainActivities),
  transportType: choice(transportTypes),
  livesWithFamily: flag,
  hasChildren: flag,
  hasComputer: flag,
  hasTV: flag,
  hasWater: flag,
  hasLiveStock: flag,
  chickens: count(100_000),
  cows: count(100_000),
  goats: count(100_000),
  pigs: count(100_000),
  rabbits: count(100_000),
  otherLivestock: count(100_000),
  /** Monthly rent in FCFA, when the family rents its home. */
  rentPrice: count(10_000_000),
  familyLivesInTown: flag,
  neighborhood: text(),
  ...versionField,
});
export type FamilyFields = z.infer<typeof familyFieldsSchema>;
export const familyFieldNames = Object.keys(familyFieldsSchema.shape).filter(
  (field) => field !== 'version',
) as (keyof Omit<FamilyFields, 'version'>)[];

/** POST /families. */
export const familyInputSchema = familyFieldsSchema.extend({ applicationId: idSchema });
export type FamilyInput = z.infer<typeof familyInputSchema>;
/** PUT /families/{id} replaces every value (an absent one becomes empty); PATCH changes only those sent. */
export const familyUpdateSchema = familyFieldsSchema;
export type FamilyUpdate = z.infer<typeof familyUpdateSchema>;

export const familySchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  membersInTown: z.number().int().nullable(),
  rooms: z.number().int().nullable(),
  houseType: z.enum(houseTypes).nullable(),
  landType: z.enum(landTypes).nullable(),
  toiletType: z.enum(utilityTypes).nullable(),
  landMainActivity: z.enum(landMainActivities).nullable(),
  transportType: z.enum(transportTypes).nullable(),
  livesWithFamily: z.boolean().nullable(),
  hasChildren: z.boolean().nullable(),
  hasComputer: z.boolean().nullable(),
  hasTV: z.boolean().nullable(),
  hasWater: z.boolean().nullable(),
  hasLiveStock: z.boolean().nullable(),
  chickens: z.number().int().nullable(),
  cows: z.number().int().nullable(),
  goats: z.number().int().nullable(),
  pigs: z.number().int().nullable(),
  rabbits: z.number().int().nullable(),
  otherLivestock: z.number().int().nullable(),
  rentPrice: z.number().int().nullable(),
  familyLivesInTown: z.boolean().nullable(),
  neighborhood: z.string().nullable(),
  version: z.number().int(),
  modified: z.string(),
});
export type Family = z.infer<typeof familySchema>;

export const familyMemberFieldsSchema = z.object({
  relationship: choice(familyRelations),
  residence: text(),
  maritalStatus: choice(maritalStatuses),
  schoolLevel: choice(educationLevels),
  mainIncomeType: choice(mainIncomeTypes),
  otherIncomeType: choice(otherIncomeTypes),
  birthYear: z.number().int().min(memberBirthYears.min).max(memberBirthYears.max()).nullable().optional(),
  mainActivity: text(),
  annualSalary: amount,
  otherIncome: amount,
  employer: text(),
  hasHandicap: flag,
  ...versionField,
});

type MemberIncome = { mainIncomeType?: string | null; annualSalary?: number | null; otherIncome?: number | null };

/** The income rule as soon as both amounts are typed: someone who earns a living cannot earn nothing at all. */
function someIncome(value: MemberIncome, ctx: z.RefinementCtx) {
  if (!isIncomeType(value.mainIncomeType) || value.annualSalary !== 0 || value.otherIncome !== 0) return;
  ctx.addIssue({ code: 'custom', path: ['annualSalary'], message: 'validation.memberIncomeZero' });
}

/** POST /families/{id}/members and PUT /families/members/{id}: the family is the one of the address. */
export const familyMemberInputSchema = familyMemberFieldsSchema.superRefine(someIncome);
export type FamilyMemberInput = z.infer<typeof familyMemberInputSchema>;

export const familyMemberSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  relationship: z.enum(familyRelations).nullable(),
  residence: z.string().nullable(),
  maritalStatus: z.enum(maritalStatuses).nullable(),
  schoolLevel: z.enum(educationLevels).nullable(),
  mainIncomeType: z.enum(mainIncomeTypes).nullable(),
  otherIncomeType: z.enum(otherIncomeTypes).nullable(),
  birthYear: z.number().int().nullable(),
  mainActivity: z.string().nullable(),
  annualSalary: z.number().int().nullable(),
  otherIncome: z.number().int().nullable(),
  employer: z.string().nullable(),
  hasHandicap: z.boolean().nullable(),
  version: z.number().int(),
  modified: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
