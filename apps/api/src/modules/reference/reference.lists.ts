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
import type { Conn } from '../../db/client.ts';
import { bacTypes, documentTypes, handicaps, schoolLevels } from '../../db/schema/index.ts';
import { usersRepository } from '../accounts/users.repository.ts';
import { applicationsRepository } from '../applications/applications.repository.ts';
import { documentsRepository } from '../documents/documents.repository.ts';
import { type ReferenceRepository, referenceRepository } from './reference.repository.ts';

export type ReferenceList = {
  kind: ReferenceKind;
  /** Key in the `resources` catalog, used in "not found" and "in use" messages. */
  resource: string;
  input: z.ZodObject;
  output: z.ZodObject;
  repository: ReferenceRepository;
  /** How many records use the item; deleting it is refused while this is above 0. */
  usages: (conn: Conn, id: number) => Promise<number>;
};

export const referenceLists: ReferenceList[] = [
  {
    kind: 'bac-types',
    resource: 'bacType',
    input: bacTypeInputSchema,
    output: bacTypeSchema,
    repository: referenceRepository(bacTypes, [asc(bacTypes.system), asc(bacTypes.id)]),
    usages: applicationsRepository.countWithBacType,
  },
  {
    kind: 'document-types',
    resource: 'documentType',
    input: documentTypeInputSchema,
    output: documentTypeSchema,
    repository: referenceRepository(documentTypes, [asc(documentTypes.id)]),
    usages: documentsRepository.countWithType,
  },
  {
    kind: 'handicaps',
    resource: 'handicap',
    input: handicapInputSchema,
    output: handicapSchema,
    repository: referenceRepository(handicaps, [asc(handicaps.id)]),
    usages: usersRepository.countProfilesWithHandicap,
  },
  {
    kind: 'school-levels',
    resource: 'schoolLevel',
    input: schoolLevelInputSchema,
    output: schoolLevelSchema,
    repository: referenceRepository(schoolLevels, [asc(schoolLevels.order), asc(schoolLevels.id)]),
    usages: applicationsRepository.countWithSchoolLevel,
  },
];
