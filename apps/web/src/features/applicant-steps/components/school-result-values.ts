import type { SchoolResult, SchoolResultUpdate } from '@portal/shared/applications';
import { textOf, textOrNull } from '@/features/editor-kit/public';

/** The school result as the inputs hold it: numbers or null, text with '' for "not given". */
export type SchoolResultValues = {
  totalCredit: number | null;
  achievedCredit: number | null;
  annualAverage: number | null;
  baccalaureate: string;
  licence: string;
  licenceGrade: string;
  faculty: string;
  option: string;
};

export function schoolResultOf(part: SchoolResult | null): SchoolResultValues {
  return {
    totalCredit: part?.totalCredit ?? null,
    achievedCredit: part?.achievedCredit ?? null,
    annualAverage: part?.annualAverage ?? null,
    baccalaureate: textOf(part?.baccalaureate),
    licence: textOf(part?.licence),
    licenceGrade: textOf(part?.licenceGrade),
    faculty: textOf(part?.faculty),
    option: textOf(part?.option),
  };
}

export function schoolResultBody(values: SchoolResultValues): Omit<SchoolResultUpdate, 'version'> {
  return {
    totalCredit: values.totalCredit,
    achievedCredit: values.achievedCredit,
    annualAverage: values.annualAverage,
    baccalaureate: textOrNull(values.baccalaureate),
    licence: textOrNull(values.licence),
    licenceGrade: textOrNull(values.licenceGrade),
    faculty: textOrNull(values.faculty),
    option: textOrNull(values.option),
  };
}
