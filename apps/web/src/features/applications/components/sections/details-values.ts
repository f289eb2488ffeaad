import type { Application, UpdateApplicationInput } from '@portal/shared/applications';
import { textOf, textOrNull } from '@/features/applications/utils/step-errors';

/** The details and next-year plan as the inputs hold them: text everywhere, '' for "not given". */
export type DetailsValues = {
  universityStudent: '' | 'yes' | 'no';
  desiredUniversity: string;
  desiredFaculty: string;
  desiredOption: string;
  schoolLevelId: string;
  nextYearTown: string;
  nextYearWish: string;
  currentUniversity: string;
  currentFaculty: string;
};

export const detailsFields = [
  'universityStudent',
  'desiredUniversity',
  'desiredFaculty',
  'desiredOption',
  'schoolLevelId',
  'nextYearTown',
  'nextYearWish',
  'currentUniversity',
  'currentFaculty',
] as const;

export function detailsOf(application: Application): DetailsValues {
  const student = application.universityStudent;
  return {
    universityStudent: student === null ? '' : student ? 'yes' : 'no',
    desiredUniversity: textOf(application.desiredUniversity),
    desiredFaculty: textOf(application.desiredFaculty),
    desiredOption: textOf(application.desiredOption),
    schoolLevelId: application.schoolLevelId === null ? '' : String(application.schoolLevelId),
    nextYearTown: textOf(application.nextYearTown),
    nextYearWish: textOf(application.nextYearWish),
    currentUniversity: textOf(application.currentUniversity),
    currentFaculty: textOf(application.currentFaculty),
  };
}

/** The current university and faculty only count for a university student. */
export function detailsBody(values: DetailsValues): Omit<UpdateApplicationInput, 'version'> {
  const student = values.universityStudent === '' ? null : values.universityStudent === 'yes';
  return {
    universityStudent: student,
    desiredUniversity: textOrNull(values.desiredUniversity),
    desiredFaculty: textOrNull(values.desiredFaculty),
    desiredOption: textOrNull(values.desiredOption),
    schoolLevelId: values.schoolLevelId === '' ? null : Number(values.schoolLevelId),
    nextYearTown: textOrNull(values.nextYearTown),
    nextYearWish: textOrNull(values.nextYearWish),
    currentUniversity: student ? textOrNull(values.currentUniversity) : null,
    currentFaculty: student ? textOrNull(values.currentFaculty) : null,
  };
}
