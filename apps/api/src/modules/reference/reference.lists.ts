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
import { type ReferenceRepository, referenceRepository } from './reference.repository.ts';

export type ReferenceList = {
  kind: ReferenceKind;
  /** Key in the `resources` catalog, used in "not found" and "in use" messages. */
  resource: string;
  input: z.ZodObject;
  output: z.ZodObject;
  repository: ReferenceRepository;
};

/**
 * How many records of other modules use an item of a list; deleting it is refused while this is above 0. The modules
 * whose rows name the items count them, and give their counts in the registry (modules/index.ts).
 */
export type ReferenceUsages = Record<ReferenceKind, (conn: Conn, id: number) => Promise<number>>;

export const referenceLists: ReferenceList[] = [
  {
    kind: 'bac-types',
    resource: 'bacType',
    input: bacTypeInputSchema,
    output: bacTypeSchema,
    repository: referenceRepository(bacTypes, [asc(bacTypes.system), asc(bacTypes.id)]),
  },
  {
    kind: 'document-types',
    resource: 'documentType',
    input: documentTypeInputSchema,
    output: documentTypeSchema,
    repository: referenceRepository(documentTypes, [asc(documentTypes.id)]),
  },
  {
    kind: 'handicaps',
    resource: 'handicap',
    input: handicapInputSchema,
    output: handicapSchema,
    repository: referenceRepository(handicaps, [asc(handicaps.id)]),
  },
  {
    kind: 'school-levels',
    resource: 'schoolLevel',
    input: schoolLevelInputSchema,
    output: schoolLevelSchema,
    repository: referenceRepository(schoolLevels, [asc(schoolLevels.order), asc(schoolLevels.id)]),
  },
];

/** The reads of one list (its items in order, one by id), for the modules whose rows name its items. */
export function referenceReader(kind: ReferenceKind): Pick<ReferenceRepository, 'list' | 'find'> {
  const { list, find } = referenceLists.find((item) => item.kind === kind)!.repository;
  return { list, find };
}
