import { documentSchema } from '@portal/shared/documents';
import { z } from 'zod';
import { partQuery } from '@/features/applications/public';

/**
 * The application's documents. Each comes with signed links that expire (after half an hour at least): the list is
 * read again when it gets old. Links stay the same within a half-hour window, so reading it again does not fetch the
 * thumbnails again.
 */
const documents = partQuery('documents', '/documents/application/{id}', z.array(documentSchema), {
  staleTime: 4 * 60_000,
});

export const useDocuments = documents.use;
