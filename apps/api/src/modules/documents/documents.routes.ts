import { documentSchema, MAX_FILES_PER_UPLOAD } from '@portal/shared/documents';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff } from '../../lib/access.ts';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';
import { deleteDocument } from './delete-document.ts';
import { listApplicationDocuments } from './list-application-documents.ts';
import { listOwnDocuments } from './list-own-documents.ts';
import { precheckUpload } from './precheck-upload.ts';
import { sweepDocumentFiles } from './sweep-document-files.ts';
import { uploadDocuments } from './upload-documents.ts';

const list = ok(z.array(documentSchema));
// The list's read is logged for a staff reader, and each file's link names them, so that opening it is logged too.
const readDocuments = { action: 'application.documents.read' } as const;
const writeDocument = { action: 'document.update' } as const;
const multipartForm = { consumes: ['multipart/form-data'], response: created(z.array(documentSchema)) };

/**
 * The documents of an application. Students send and delete their own while the application may change;
 * administrators read every application's documents and change none (403).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const single = { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 2 };
  const several = { ...single, files: MAX_FILES_PER_UPLOAD };

  // The sweep runs before the server answers anyone: no upload is under way that it could mistake for an orphan.
  app.addHook('onReady', async () => {
    const removed = await sweepDocumentFiles(app);
    if (removed.length) app.log.warn({ removed }, 'removed document files that no row names');
  });

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

  app.post(
    '/documents',
    route(
      'student',
      'Send a document (multipart: typeId, file, optional applicationId, by default the application to the current session); PDF, JPEG or PNG',
      { consumes: ['multipart/form-data'], response: created(documentSchema) },
    ),
    async (request, reply) => reply.status(201).send({ data: await uploadOne(request) }),
  );

  app.post(
    '/documents/multiple',
    route(
      'student',
      `Send several files of one document type that allows several (multipart: typeId, files (1 to ${MAX_FILES_PER_UPLOAD}), optional applicationId); all or none are kept`,
      multipartForm,
    ),
    async (request, reply) => {
      const body = await readForm(request, several);
      const documents = await uploadDocuments(app, { user: userOf(request), body, fileField: 'files' });
      return reply.status(201).send({ data: documents });
    },
  );

  app.post(
    '/files/upload',
    route(
      'student',
      'The same as POST /documents (multipart: typeId, file, optional applicationId): every stored file belongs to a document of an application',
      { consumes: ['multipart/form-data'], response: created(documentSchema) },
    ),
    async (request, reply) => reply.status(201).send({ data: await uploadOne(request) }),
  );

  app.get(
    '/documents',
    route('student', "The caller's documents of their application to the current session (empty without one)", {
      response: list,
    }),
    async (request) => ({ data: await listOwnDocuments(app, { user: userOf(request) }) }),
  );

  app.get(
    '/documents/application/:id',
    route(readDocuments, 'The documents of an application, each with a fresh signed link', {
      params,
      response: list,
    }),
    async (request) => {
      const user = userOf(request);
      const reader = isStaff(user.role) ? user.id : undefined;
      return { data: await listApplicationDocuments(app, { application: accessed(request, readDocuments), reader }) };
    },
  );

  app.delete(
    '/documents/:id',
    route(writeDocument, 'Delete a document while its application may change', {
      params,
      response: deletion,
    }),
    async (request) => deleted(deleteDocument(app, { document: accessed(request, writeDocument) })),
  );
};
