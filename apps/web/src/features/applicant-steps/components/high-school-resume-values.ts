import type { HighSchoolResume, HighSchoolResumeUpdate } from '@portal/shared/applications';
import type { GceGrade } from '@portal/shared/enums';
import { textOf, textOrNull } from '@/features/editor-kit/public';

/** The high-school resume as the inputs hold it: grades as numbers or null, text with '' for "not given". */
export type HighSchoolResumeValues = {
  languageSection: '' | 'FRANCOPHONE' | 'ANGLOPHONE';
  bacTypeId: string;
  issueDate: string;
  finalGrade: number | null;
  gceGrades: { subject: string; grade: '' | GceGrade }[];
  schoolName: string;
  schoolAddress: string;
  religionGrade: number | null;
};

export const maxGceSubjects = 5;

export function highSchoolResumeOf(part: HighSchoolResume | null): HighSchoolResumeValues {
  return {
    languageSection: part?.languageSection ?? '',
    bacTypeId: part?.bacTypeId ? String(part.bacTypeId) : '',
    issueDate: textOf(part?.issueDate).slice(0, 10),
    finalGrade: part?.finalGrade ?? null,
    gceGrades: part?.gceGrades.length ? part.gceGrades : [{ subject: '', grade: '' }],
    schoolName: textOf(part?.schoolName),
    schoolAddress: textOf(part?.schoolAddress),
    religionGrade: part?.religionGrade ?? null,
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
    finalGrade: section === 'FRANCOPHONE' ? values.finalGrade : null,
    gceGrades: section === 'ANGLOPHONE' ? (rows as HighSchoolResumeUpdate['gceGrades']) : [],
    schoolName: textOrNull(values.schoolName),
    schoolAddress: textOrNull(values.schoolAddress),
    religionGrade: values.religionGrade,
  };
}
