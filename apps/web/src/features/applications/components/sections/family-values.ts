import { houseTypes, landMainActivities, landTypes, transportTypes, utilityTypes } from '@portal/shared/enums';
import type { Family, FamilyUpdate } from '@portal/shared/family';
import { livestockKinds } from '@portal/shared/family-rules';
import { numberOrNull, numberText, textOf, textOrNull } from '@/features/applications/utils/step-errors';

export const familyNumberFields = ['membersInTown', 'rooms', 'rentPrice', ...livestockKinds] as const;
/** Each enumeration the family answers: where its labels are in the family catalog, and its values. */
export const familyChoiceFields = {
  houseType: { labels: 'houseTypes', values: houseTypes },
  toiletType: { labels: 'utilityTypes', values: utilityTypes },
  landType: { labels: 'landTypes', values: landTypes },
  landMainActivity: { labels: 'landMainActivities', values: landMainActivities },
  transportType: { labels: 'transportTypes', values: transportTypes },
} as const;
export const familyFlagFields = [
  'livesWithFamily',
  'familyLivesInTown',
  'hasChildren',
  'hasWater',
  'hasComputer',
  'hasTV',
  'hasLiveStock',
] as const;
type ChoiceField = keyof typeof familyChoiceFields;
export const familyFields = [
  ...familyNumberFields,
  ...(Object.keys(familyChoiceFields) as ChoiceField[]),
  ...familyFlagFields,
  'neighborhood',
] as const;

/** The family as the inputs hold it: text everywhere; '' for "not given", 'yes'/'no' for the questions. */
export type FamilyValues = Record<(typeof familyFields)[number], string>;

export const flagText = (value: boolean | null | undefined) => (value == null ? '' : value ? 'yes' : 'no');
export const flagOf = (value: string) => (value === '' ? null : value === 'yes');

export function familyValuesOf(family: Family | null): FamilyValues {
  const values = {} as FamilyValues;
  for (const field of familyNumberFields) values[field] = numberText(family?.[field]);
  for (const field of Object.keys(familyChoiceFields) as ChoiceField[]) values[field] = textOf(family?.[field]);
  for (const field of familyFlagFields) values[field] = flagText(family?.[field]);
  values.neighborhood = textOf(family?.neighborhood);
  return values;
}

export function familyBody(values: FamilyValues): Omit<FamilyUpdate, 'version'> {
  const body: Record<string, unknown> = { neighborhood: textOrNull(values.neighborhood) };
  for (const field of familyNumberFields) body[field] = numberOrNull(values[field]);
  for (const field of Object.keys(familyChoiceFields) as ChoiceField[]) body[field] = values[field] || null;
  for (const field of familyFlagFields) body[field] = flagOf(values[field]);
  return body as Omit<FamilyUpdate, 'version'>;
}
