import { schoolResultSchema } from '@portal/shared/applications';
import { partQuery } from '@/features/applications/public';

/** The application's school result, or null before the first save. */
const result = partQuery('school-result', '/school-results/application/{id}', schoolResultSchema.nullable());

export const getSchoolResult = result.get;
export const useSchoolResult = result.use;
