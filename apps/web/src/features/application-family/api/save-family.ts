import { type FamilyUpdate, familySchema } from '@portal/shared/family';
import type { z } from 'zod';
import { applicationPartWriter } from '@/lib/create-or-replace';

/** Creates the family on its first save, then replaces its values (the form holds them all) with the version read. */
export const saveFamily = applicationPartWriter<z.output<typeof familySchema>, FamilyUpdate>('/families', familySchema);
