import type { HighSchoolResume, HighSchoolResumeUpdate } from '@portal/shared/applications';
import type { GceGrade } from '@portal/shared/enums';
import { numberOrNull, numberText, textOf, textOrNull } from '@/features/applications/utils/step-errors';

/** The high-school resume as the inputs hold it: text everywhere, '' for "not given". */
export type HighSchoolResumeValues = {
  languageSection: '' | 'FRANCOPHONE' | 'ANGLOPHONE';
  bacTypeId: string;
  issueDate: string;
  finalGrade: string;
  gceGrades: { subject: string; grade: '' | GceGrade }[];
  schoolName: string;
  schoolAddress: string;
  religionGrade: string;
};

export const highSchoolResumeFields = [
  'languageSection',
  'bacTypeId',
  'issueDate',
  'finalGrade',
  'gceGrades',
  'schoolName',
  'schoolAddress',
  'religionGrade',
] as const;

export const maxGceSubjects = 5;

export function highSchoolResumeOf(part: HighSchoolResume | null): HighSchoolResumeValues {
  return {
    languageSection: part?.languageSection ?? '',
    bacTypeId: part?.bacTypeId ? String(part.bacTypeId) : '',
    issueDate: textOf(part?.issueDate).slice(0, 10),
    finalGrade: numberText(part?.finalGrade),
    gceGrades: part?.gceGrades.length ? part.gceGrades : [{ subject: '', grade: '' }],
    schoolName: textOf(part?.schoolName),
    schoolAddress: textOf(part?.schoolAddress),
    religionGrade: numberText(part?.religionGrade),
  };
}

/** A francophone resume sends its final grade and no GCE grades, an anglophone one the reverse; blank rows are dropped. */
export function highSchoolResumeBody(values: HighSchoolResumeValues): Omit<HighSchoolResumeUpdate, 'version'> {
  const section = values.languageSection === '' ? null : values.languageSection;
  const rows = values.gceGrades.filter((row) => row.subject.trim() !== '' || row.grade !== '');
  return {
    languageSection: section,
    bacTypeId: values.bacTypeId === '' ? null : Number(values.bacTypeId),
    issueDate: values.issueDate === '' ? null : values.issueDate,
    finalGrade: section === 'FRANCOPHONE' ? numberOrNull(values.finalGrade) : null,
    gceGrades: section === 'ANGLOPHONE' ? (rows as HighSchoolResumeUpdate['gceGrades']) : [],
    schoolName: textOrNull(values.schoolName),
    schoolAddress: textOrNull(values.schoolAddress),
    religionGrade: numberOrNull(values.religionGrade),
  };
}
