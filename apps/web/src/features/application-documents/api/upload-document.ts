import { type ApplicationDocument, documentSchema } from '@portal/shared/documents';
import { apiUpload, type UploadProgress } from '@/lib/api-upload';

type UploadDocument = {
  applicationId: number;
  typeId: number;
  file: Blob;
  name: string;
  onProgress: (progress: UploadProgress) => void;
};

/** POST /documents: one file for one document type, with the progress of the sending. */
export async function uploadDocument({ applicationId, typeId, file, name, onProgress }: UploadDocument) {
  const formData = new FormData();
  // Fields before the file: the server reads them before it streams the file to disk.
  formData.set('applicationId', String(applicationId));
  formData.set('typeId', String(typeId));
  formData.set('file', file, name);
  const data = await apiUpload<unknown>({ path: '/documents', formData, onProgress });
  return documentSchema.parse(data) satisfies ApplicationDocument;
}
