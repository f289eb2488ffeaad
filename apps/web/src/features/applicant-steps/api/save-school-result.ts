import { type SchoolResultUpdate, schoolResultSchema } from '@portal/shared/applications';
import type { z } from 'zod';
import { applicationPartWriter } from '@/lib/create-or-replace';

/** Creates the school result on its first save, then changes it by its id with the version the screen loaded. */
export const saveSchoolResult = applicationPartWriter<z.output<typeof schoolResultSchema>, SchoolResultUpdate>(
  '/school-results',
  schoolResultSchema,
);
