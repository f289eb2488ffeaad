import { documentSchema, MAX_FILES_PER_UPLOAD } from '@portal/shared/documents';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff } from '../../lib/access.ts';
import { created, ok } from '../../lib/route-options.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { partRoutes } from '../part-routes.ts';
import { deleteDocument } from './delete-document.ts';
import { listApplicationDocuments } from './list-application-documents.ts';
import { listOwnDocuments } from './list-own-documents.ts';
import { precheckUpload } from './precheck-upload.ts';
import { uploadDocuments } from './upload-documents.ts';

const list = ok(z.array(documentSchema));
// The list's read is logged for a staff reader, and each file's link names them, so that opening it is logged too.
const readDocuments = { action: 'application.documents.read' } as const;

/**
 * The documents of an application. Students send and delete their own while the application may change;
 * administrators read every application's documents and change none (403).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const single = { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 2 };
  const several = { ...single, files: MAX_FILES_PER_UPLOAD };

  /** Reads the form, refusing before the first file whatever its fields already rule out. */
  const readForm = (request: Parameters<typeof readMultipart>[0], limits: typeof single) =>
    readMultipart(request, limits, {
      beforeFirstFile: (fields, announced) =>
        precheckUpload(app, { user: userOf(request), fields, fileBytes: announced.fileBytes }),
    });
  const uploadOne = async (request: Parameters<typeof readMultipart>[0]) => {
    const body = await readForm(request, single);
    const [document] = await uploadDocuments(app, { user: userOf(request), body, fileField: 'file' });
    return document!;
  };

  const part = partRoutes(app);

  part.post(
    '/documents',
    'student',
    'Send a document (multipart: typeId, file, optional applicationId, by default the application to the current session); PDF, JPEG or PNG',
    { consumes: ['multipart/form-data'], response: created(documentSchema) },
    (_user, _body, request) => uploadOne(request),
  );
  part.post(
    '/documents/multiple',
    'student',
    `Send several files of one document type that allows several (multipart: typeId, files (1 to ${MAX_FILES_PER_UPLOAD}), optional applicationId); all or none are kept`,
    { consumes: ['multipart/form-data'], response: created(z.array(documentSchema)) },
    async (user, _body, request) =>
      uploadDocuments(app, { user, body: await readForm(request, several), fileField: 'files' }),
  );
  part.post(
    '/files/upload',
    'student',
    'The same as POST /documents (multipart: typeId, file, optional applicationId): every stored file belongs to a document of an application',
    { consumes: ['multipart/form-data'], response: created(documentSchema) },
    (_user, _body, request) => uploadOne(request),
  );
  part.get(
    '/documents',
    'student',
    "The caller's documents of their application to the current session (empty without one)",
    { response: list },
    (user) => listOwnDocuments(app, { user }),
  );
  part.get(
    '/documents/application/:id',
    readDocuments,
    'The documents of an application, each with a fresh signed link',
    { params, response: list },
    (application, _body, request) => {
      const user = userOf(request);
      return listApplicationDocuments(app, { application, reader: isStaff(user.role) ? user.id : undefined });
    },
  );
  part.delete(
    '/documents/:id',
    { action: 'document.update' },
    'Delete a document while its application may change',
    { params },
    (document) => deleteDocument(app, { document }),
  );
};
