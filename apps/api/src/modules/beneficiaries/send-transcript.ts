import type { ApplicationDocument } from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { MultipartBody } from '../../lib/uploads.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { storeDocument } from '../documents/public.ts';
import { beneficiariesRepository as years } from './beneficiaries.repository.ts';
import { openYear } from './beneficiaries.year.ts';

/**
 * The beneficiary sends a semester's transcript, once, through the documents' store and checks: a document of the
 * application, of the seeded transcript type, whose row is written with the transcript's while the year is open.
 */
export async function sendTranscript(
  context: Pick<AppContext, 'db' | 'config' | 'documentFiles'>,
  { application, semester, body }: { application: Pick<ApplicationRow, 'id'>; semester: number; body: MultipartBody },
): Promise<ApplicationDocument> {
  const file = body.files.find((sent) => sent.field === 'file');
  if (!file) throw invalidField('file', 'documents.fileMissing');
  const typeId = await years.transcriptType(context.db);
  if (!typeId) throw new AppError('CONFLICT', { key: 'beneficiaries.noTranscriptType' });
  try {
    return await storeDocument(context, {
      applicationId: application.id,
      typeId,
      file,
      linked: async (tx, document) => {
        await openYear(tx, application.id);
        await years.addTranscript(tx, { applicationId: application.id, semester, documentId: document.id });
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'transcripts_application_semester_key'))
      throw new AppError('CONFLICT', { key: 'beneficiaries.transcriptExists', params: { semester } });
    throw error;
  }
}
