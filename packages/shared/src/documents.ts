import { z } from 'zod';
import { idParamSchema } from './fields.ts';

/** The kinds of file an applicant may send, judged by their bytes: a PDF kept as sent, photos re-encoded. */
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** At most this many files in one `POST /documents/multiple`, and of one document type in an application. */
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_FILES_PER_TYPE = 10;

/**
 * The text fields of a document upload, as multipart sends them (strings): the document type, and the application
 * (the caller's application to the current session when absent).
 */
export const documentUploadFieldsSchema = z.object({
  typeId: idParamSchema,
  applicationId: idParamSchema.optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  typeId: z.number().int(),
  contentType: z.enum(documentContentTypes),
  size: z.number().int(),
  /** The name the file had on the applicant's phone, shown to tell files apart; never used to store it. */
  originalName: z.string().nullable(),
  uploaded: z.string(),
  /** A signed link that expires: usable in `<img>` and for downloads (`&download=1`) without a bearer token. */
  url: z.string(),
  /**
   * A signed link to a small JPEG of the document (at most 480 px on its long side, about 30 KB): the photo, a PDF's
   * first page when it is a photo, or a PDF mark. The same link for a while across listings, and the browser keeps it.
   */
  thumbnailUrl: z.string(),
});
export type ApplicationDocument = z.infer<typeof documentSchema>;
