/**
 * What other modules may use of the reference module: the reads of a list (an application names a school level, a
 * resume a bac type, a document its type), and the shape of the usage counts they give back.
 */
export { type ReferenceUsages, referenceReader } from './reference.lists.ts';
