import type { ApplicantProfile, ApplicantProfileInput } from '@portal/shared/accounts';
import type { Application, UpdateApplicationInput } from '@portal/shared/applications';
import { textOf, textOrNull } from '@/features/editor-kit/public';

/**
 * The first step as the inputs hold it, text everywhere ('' for "not given"): about the applicant (kept in their
 * student profile), then the details and next-year plan (kept on the application).
 */
export type DetailsValues = {
  birthDate: string;
  town: string;
  district: string;
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

/** What the first step asks of the student profile: what the eligibility check reads of it. */
export const applicantFields = ['birthDate', 'town', 'district'] as const satisfies readonly (keyof ApplicantProfile &
  keyof DetailsValues)[];

/** What the first step reads and writes: the application, and the applicant's profile beside it. */
export type DetailsParts = { application: Application; profile: ApplicantProfile };

export function detailsOf({ application, profile }: DetailsParts): DetailsValues {
  const student = application.universityStudent;
  return {
    birthDate: textOf(profile.birthDate).slice(0, 10),
    town: textOf(profile.town),
    district: textOf(profile.district),
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

/**
 * When the server stored the step's values (the application's last write): null while it holds none of them, so a
 * step never filled in does not say it is saved.
 */
export function detailsSavedAt(parts: DetailsParts): string | null {
  return Object.values(detailsOf(parts)).some((value) => value !== '') ? parts.application.modified : null;
}

export type ApplicantBody = ApplicantProfileInput;

/** The profile's part of the step, as PUT /applications/{id}/applicant takes it. */
export function applicantBody(values: DetailsValues): ApplicantBody {
  return {
    birthDate: textOrNull(values.birthDate ?? ''),
    town: textOrNull(values.town ?? ''),
    district: textOrNull(values.district ?? ''),
  };
}

/** Both bodies of the step, checked together (the profile with the account settings' own checks). */
export const detailsBodies = (values: DetailsValues) => ({ ...applicantBody(values), ...detailsBody(values) });

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
