import { suitsApplicationType, suitsAudience } from '@portal/shared/document-rules';
import { type DocumentUploadFields, documentUploadFieldsSchema, MAX_FILES_PER_TYPE } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import type { documentTypes } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { megabytes } from '../../lib/uploads.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type ApplicationRow, applicationsRepository, lockForChange } from '../applications/public.ts';
import { referenceReader } from '../reference/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { documentsRepository as documents } from './documents.repository.ts';

const types = referenceReader('document-types');
type DocumentTypeRow = typeof documentTypes.$inferSelect;

/** The upload form's fields, or a 400 naming the first wrong one. */
export function parseFields(fields: Record<string, string>): DocumentUploadFields {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'typeId');
  throw invalidField(field, fields[field] === undefined ? 'validation.required' : 'validation.invalidValue');
}

/** The caller's application to the current session, which uploads go to when they name none. */
export async function currentApplication(conn: Conn, user: CurrentUser): Promise<ApplicationRow | undefined> {
  const session = await sessionsRepository.findCurrent(conn);
  return session ? applicationsRepository.findOfUserInSession(conn, user.id, session.id) : undefined;
}

/**
 * The application an upload goes to: the one the fields name, if the access policy lets the caller change it (the
 * form's field is read by the use case, so it asks the policy itself), or the caller's application to the current
 * session.
 */
export async function targetOf(
  { db, access }: Pick<AppContext, 'db' | 'access'>,
  user: CurrentUser,
  fields: DocumentUploadFields,
): Promise<number> {
  if (fields.applicationId !== undefined)
    return (await access.require(user, 'application.update', fields.applicationId)).id;
  const current = await currentApplication(db, user);
  if (!current) throw new AppError('NOT_FOUND', { key: 'documents.noCurrentApplication' });
  return current.id;
}

/**
 * Everything an upload must satisfy but its bytes: checked before the files are judged and written, and again,
 * with the application locked, before the rows are written (two uploads at once cannot both pass a single copy).
 * `incoming` is what the files bring: their number, and their bytes (at least; as stored in the last check), which
 * with the application's documents already held must stay within the application's total.
 */
export async function checkUpload(
  tx: Tx,
  maxApplicationBytes: number,
  target: { applicationId: number; typeId: number },
  incoming: { count: number; bytes: number },
) {
  const { count } = incoming;
  const application = await lockForChange(tx, target.applicationId);
  const type = (await types.find(tx, target.typeId)) as DocumentTypeRow | undefined;
  if (!type) throw invalidField('typeId', 'validation.unknownReference');
  if (!suitsAudience(type.target, application.universityStudent))
    throw invalidField(
      'typeId',
      application.universityStudent === null ? 'documents.audienceUnknown' : 'documents.otherAudience',
    );
  if (!suitsApplicationType(type.scope, application.type))
    throw invalidField('typeId', 'documents.otherApplicationType');
  const held = await documents.countOfType(tx, application.id, type.id);
  if (!type.allowMultiple && held + count > 1)
    throw new AppError('CONFLICT', { key: held ? 'documents.singleCopy' : 'documents.oneFileOnly' });
  if (held + count > MAX_FILES_PER_TYPE)
    throw new AppError('CONFLICT', { key: 'documents.tooMany', params: { max: MAX_FILES_PER_TYPE } });
  if ((await documents.bytesOfApplication(tx, application.id)) + incoming.bytes > maxApplicationBytes)
    throw new AppError('CONFLICT', {
      key: 'documents.applicationFull',
      params: { max: megabytes(maxApplicationBytes) },
    });
  return { application, type };
}
