/**
 * What other modules may use of the applications module. An application's parts (parts, lists, family, documents,
 * ratings) and the modules that act on whole applications (submission, renewal, approbation, review) build on these.
 */

import type { ReadKind } from '@portal/shared/enums';
import type { Conn } from '../../db/client.ts';
import type { ObjectKey, Reader } from '../../lib/access.ts';
import { type ApplicationRow, applicationsRepository } from './applications.repository.ts';

export { reasonInWords, toApplication } from './applications.dto.ts';
export { type ApplicationRow, applicationsRepository, type NewApplicationRow } from './applications.repository.ts';
export { lockForChange } from './applications.state.ts';
export { asApplicantSeesIt, decisionPublished } from './decision-publication.ts';
export { interviewOf, type SlotRow, slotColumns, toInterview, toSlot } from './interview-read.ts';
export {
  copiedValues,
  type OwnedPartQueries,
  type OwnedRow,
  ownedPartQueries,
  type PartRowQueries,
  type PartTable,
  partAnswer,
  partRowQueries,
  removeFound,
  saveVersioned,
} from './part-rows.ts';

/** The application by its id, its owner in `userId`: the lookup of the applications' access policies. */
export const findApplication = (conn: Conn, id: ObjectKey): Promise<ApplicationRow | undefined> =>
  applicationsRepository.find(conn, Number(id));

/**
 * The same lookup for a read the reads log records (`what`: the application itself, or its documents): a staff
 * reader's read is appended by the statement that finds it (modules/reads).
 */
export const openedAs =
  (what: Extract<ReadKind, 'APPLICATION' | 'DOCUMENTS'>) =>
  (conn: Conn, id: ObjectKey, reader?: Reader): Promise<ApplicationRow | undefined> =>
    reader
      ? applicationsRepository.findRead(conn, Number(id), { readerId: reader.id, what })
      : findApplication(conn, id);
