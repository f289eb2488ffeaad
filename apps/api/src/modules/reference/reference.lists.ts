import {
  bacTypeInputSchema,
  bacTypeSchema,
  documentTypeInputSchema,
  documentTypeSchema,
  handicapInputSchema,
  handicapSchema,
  type ReferenceKind,
  schoolLevelInputSchema,
  schoolLevelSchema,
} from '@portal/shared/reference';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bacTypes, documentTypes, handicaps, schoolLevels } from '../../db/schema/index.ts';
import { profilesWithHandicap, type ReferenceRepository, referenceRepository } from './reference.repository.ts';

export type ReferenceList = {
  kind: ReferenceKind;
  /** Key in the `resources` catalog, used in "not found" and "in use" messages. */
  resource: string;
  input: z.ZodObject;
  output: z.ZodObject;
  repository: ReferenceRepository;
  /** How many records use the item; deleting it is refused while this is above 0. */
  usages: (db: Db, id: number) => Promise<number>;
};

// Applications will reference bac types, document types and school levels (issues 5+); until those tables exist
// nothing can use them, and the database's own foreign keys (restrict) remain the last line of defence.
const unused = async () => 0;

export const referenceLists: ReferenceList[] = [
  {
    kind: 'bac-types',
    resource: 'bacType',
    input: bacTypeInputSchema,
    output: bacTypeSchema,
    repository: referenceRepository(bacTypes, [asc(bacTypes.system), asc(bacTypes.id)]),
    usages: unused,
  },
  {
    kind: 'document-types',
    resource: 'documentType',
    input: documentTypeInputSchema,
    output: documentTypeSchema,
    repository: referenceRepository(documentTypes, [asc(documentTypes.id)]),
    usages: unused,
  },
  {
    kind: 'handicaps',
    resource: 'handicap',
    input: handicapInputSchema,
    output: handicapSchema,
    repository: referenceRepository(handicaps, [asc(handicaps.id)]),
    usages: profilesWithHandicap,
  },
  {
    kind: 'school-levels',
    resource: 'schoolLevel',
    input: schoolLevelInputSchema,
    output: schoolLevelSchema,
    repository: referenceRepository(schoolLevels, [asc(schoolLevels.order), asc(schoolLevels.id)]),
    usages: unused,
  },
];
