import type { ApplicationDocument } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { toDocument } from './documents.dto.ts';
import { fileLinks } from './documents.files.ts';
import { documentsRepository as documents } from './documents.repository.ts';

/** An application's documents, their links naming the staff member who reads them (`reader`), if one does. */
export async function listApplicationDocuments(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  { application, reader }: { application: Pick<ApplicationRow, 'id'>; reader?: number },
): Promise<ApplicationDocument[]> {
  const links = fileLinks(config);
  return (await documents.listOfApplication(db, application.id)).map((row) => toDocument(row, links, reader));
}
