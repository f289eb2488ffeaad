import { familySchema } from '@portal/shared/family';
import { partQuery } from '@/features/applications/public';

/** The application's family, or null before its first save. */
const family = partQuery('family', '/families/application/{id}', familySchema.nullable());

export const getFamily = family.get;
export const useFamily = family.use;
