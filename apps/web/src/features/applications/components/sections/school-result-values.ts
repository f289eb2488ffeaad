import type { SchoolResult, SchoolResultUpdate } from '@portal/shared/applications';
import { numberOrNull, numberText, textOf, textOrNull } from '@/features/applications/utils/step-errors';

export const schoolResultNumberFields = ['totalCredit', 'achievedCredit', 'annualAverage'] as const;
export const schoolResultTextFields = ['baccalaureate', 'licence', 'licenceGrade', 'faculty', 'option'] as const;
export const schoolResultFields = [...schoolResultNumberFields, ...schoolResultTextFields];

/** The school result as the inputs hold it: text everywhere, '' for "not given". */
export type SchoolResultValues = Record<(typeof schoolResultFields)[number], string>;

export function schoolResultOf(part: SchoolResult | null): SchoolResultValues {
  return {
    totalCredit: numberText(part?.totalCredit),
    achievedCredit: numberText(part?.achievedCredit),
    annualAverage: numberText(part?.annualAverage),
    baccalaureate: textOf(part?.baccalaureate),
    licence: textOf(part?.licence),
    licenceGrade: textOf(part?.licenceGrade),
    faculty: textOf(part?.faculty),
    option: textOf(part?.option),
  };
}

export function schoolResultBody(values: SchoolResultValues): Omit<SchoolResultUpdate, 'version'> {
  return {
    totalCredit: numberOrNull(values.totalCredit),
    achievedCredit: numberOrNull(values.achievedCredit),
    annualAverage: numberOrNull(values.annualAverage),
    baccalaureate: textOrNull(values.baccalaureate),
    licence: textOrNull(values.licence),
    licenceGrade: textOrNull(values.licenceGrade),
    faculty: textOrNull(values.faculty),
    option: textOrNull(values.option),
  };
}
