import { highSchoolResumeSchema } from '@portal/shared/applications';
import { partQuery } from '@/features/applications/public';

/** The application's high-school resume, or null before the first save. */
const resume = partQuery(
  'high-school-resume',
  '/high-school-resumes/application/{id}',
  highSchoolResumeSchema.nullable(),
);

export const getHighSchoolResume = resume.get;
export const useHighSchoolResume = resume.use;
