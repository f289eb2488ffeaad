import { houseTypes, landMainActivities, landTypes, transportTypes, utilityTypes } from '@portal/shared/enums';
import type { Family, FamilyUpdate } from '@portal/shared/family';
import { livestockKinds } from '@portal/shared/family-rules';
import { flagOf, flagText, textOf, textOrNull } from '@/features/editor-kit/public';

const familyNumberFields = ['membersInTown', 'rooms', 'rentPrice', ...livestockKinds] as const;
/** Each enumeration the family answers: where its labels are in the family catalog, and its values. */
export const familyChoiceFields = {
  houseType: { labels: 'houseTypes', values: houseTypes },
  toiletType: { labels: 'utilityTypes', values: utilityTypes },
  landType: { labels: 'landTypes', values: landTypes },
  landMainActivity: { labels: 'landMainActivities', values: landMainActivities },
  transportType: { labels: 'transportTypes', values: transportTypes },
} as const;
const familyFlagFields = [
  'livesWithFamily',
  'familyLivesInTown',
  'hasChildren',
  'hasWater',
  'hasComputer',
  'hasTV',
  'hasLiveStock',
] as const;
type ChoiceField = keyof typeof familyChoiceFields;
const choiceFields = Object.keys(familyChoiceFields) as ChoiceField[];

/**
 * The family as the inputs hold it: numbers or null; '' for an unanswered choice or text, 'yes'/'no' for the
 * questions.
 */
export type FamilyValues = Record<(typeof familyNumberFields)[number], number | null> &
  Record<ChoiceField | 'neighborhood', string> &
  Record<(typeof familyFlagFields)[number], '' | 'yes' | 'no'>;

export function familyValuesOf(family: Family | null): FamilyValues {
  const values = {} as FamilyValues;
  for (const field of familyNumberFields) values[field] = family?.[field] ?? null;
  for (const field of choiceFields) values[field] = textOf(family?.[field]);
  for (const field of familyFlagFields) values[field] = flagText(family?.[field]);
  values.neighborhood = textOf(family?.neighborhood);
  return values;
}

export function familyBody(values: FamilyValues): Omit<FamilyUpdate, 'version'> {
  const body: Record<string, unknown> = { neighborhood: textOrNull(values.neighborhood) };
  for (const field of familyNumberFields) body[field] = values[field];
  for (const field of choiceFields) body[field] = values[field] || null;
  for (const field of familyFlagFields) body[field] = flagOf(values[field]);
  return body as Omit<FamilyUpdate, 'version'>;
}
