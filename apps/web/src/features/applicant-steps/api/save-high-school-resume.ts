import { type HighSchoolResumeUpdate, highSchoolResumeSchema } from '@portal/shared/applications';
import type { z } from 'zod';
import { applicationPartWriter } from '@/lib/create-or-replace';

/** Creates the high-school resume on its first save, then changes it by its id with the version the screen loaded. */
export const saveHighSchoolResume = applicationPartWriter<
  z.output<typeof highSchoolResumeSchema>,
  HighSchoolResumeUpdate
>('/high-school-resumes', highSchoolResumeSchema);
