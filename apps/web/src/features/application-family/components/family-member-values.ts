import {
  educationLevels,
  familyRelations,
  mainIncomeTypes,
  maritalStatuses,
  otherIncomeTypes,
} from '@portal/shared/enums';
import type { FamilyMember, FamilyMemberInput } from '@portal/shared/family';
import type { FamilyMemberValues as MemberAnswers } from '@portal/shared/family-rules';
import { flagOf, flagText, textOf, textOrNull } from '@/features/editor-kit/public';

/** Each enumeration a member answers: where its labels are in the family catalog, and its values. */
export const memberChoiceFields = {
  relationship: { labels: 'relations', values: familyRelations },
  maritalStatus: { labels: 'maritalStatuses', values: maritalStatuses },
  schoolLevel: { labels: 'educationLevels', values: educationLevels },
  mainIncomeType: { labels: 'mainIncomeTypes', values: mainIncomeTypes },
  otherIncomeType: { labels: 'otherIncomeTypes', values: otherIncomeTypes },
} as const;
type ChoiceField = keyof typeof memberChoiceFields;
const choiceFields = Object.keys(memberChoiceFields) as ChoiceField[];
export const memberNumberFields = ['birthYear', 'annualSalary', 'otherIncome'] as const;
export const memberTextFields = ['residence', 'mainActivity', 'employer'] as const;

/** A member as the inputs hold it: numbers or null, '' for an unanswered choice or text, 'yes'/'no' for the question. */
export type MemberValues = Record<(typeof memberNumberFields)[number], number | null> &
  Record<ChoiceField | (typeof memberTextFields)[number], string> & { hasHandicap: '' | 'yes' | 'no' };

export function memberValuesOf(member: FamilyMember | null): MemberValues {
  const values = {} as MemberValues;
  for (const field of choiceFields) values[field] = textOf(member?.[field]);
  for (const field of memberNumberFields) values[field] = member?.[field] ?? null;
  for (const field of memberTextFields) values[field] = textOf(member?.[field]);
  values.hasHandicap = flagText(member?.hasHandicap);
  return values;
}

export function memberBody(values: MemberValues): Omit<FamilyMemberInput, 'version'> {
  const body: Record<string, unknown> = { hasHandicap: flagOf(values.hasHandicap) };
  for (const field of choiceFields) body[field] = values[field] || null;
  for (const field of memberNumberFields) body[field] = values[field];
  for (const field of memberTextFields) body[field] = textOrNull(values[field]);
  return body as Omit<FamilyMemberInput, 'version'>;
}

/** What the shared completeness rules read of a saved member. */
export const memberAnswers = (member: FamilyMember): MemberAnswers => member;
