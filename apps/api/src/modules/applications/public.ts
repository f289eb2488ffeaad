/**
 * What other modules may use of the applications module. An application's parts (parts, lists, family, documents,
 * ratings) and the modules that act on whole applications (submission, renewal, approbation, review) build on these.
 */
import type { Conn } from '../../db/client.ts';
import type { ObjectKey } from '../../lib/access.ts';
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
