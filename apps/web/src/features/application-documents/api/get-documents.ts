import { documentSchema } from '@portal/shared/documents';
import { z } from 'zod';
import { partQuery } from '@/features/applications/public';

/**
 * The application's documents. Each comes with a fresh signed link that expires: a list older than a few minutes
 * may show pictures that no longer load, so it is read again then.
 */
const documents = partQuery('documents', '/documents/application/{id}', z.array(documentSchema), {
  staleTime: 4 * 60_000,
});

export const useDocuments = documents.use;
