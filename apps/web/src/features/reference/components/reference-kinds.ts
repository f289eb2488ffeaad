import {
  bacTypeInputSchema,
  documentTypeInputSchema,
  handicapInputSchema,
  type ReferenceKind,
  schoolLevelInputSchema,
} from '@portal/shared/reference';
import type { z } from 'zod';

export type ReferenceField = 'order' | 'system' | 'target' | 'scope' | 'required' | 'allowMultiple' | 'description';

/** What each list's screen shows and edits beyond the name in three languages. */
export const referenceKinds: Record<ReferenceKind, { key: string; schema: z.ZodObject; fields: ReferenceField[] }> = {
  'school-levels': { key: 'schoolLevels', schema: schoolLevelInputSchema, fields: ['order'] },
  'document-types': {
    key: 'documentTypes',
    schema: documentTypeInputSchema,
    fields: ['target', 'scope', 'required', 'allowMultiple', 'description'],
  },
  handicaps: { key: 'handicaps', schema: handicapInputSchema, fields: [] },
  'bac-types': { key: 'bacTypes', schema: bacTypeInputSchema, fields: ['system', 'description'] },
};
