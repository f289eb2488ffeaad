import { readFile } from 'node:fs/promises';
import { suitsApplicationType, suitsAudience } from '@portal/shared/document-rules';
import {
  type ApplicationDocument,
  type DocumentContentType,
  type DocumentUploadFields,
  documentUploadFieldsSchema,
  MAX_FILES_PER_TYPE,
} from '@portal/shared/documents';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { documentTypes } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import {
  type CheckedFile,
  checkDocumentFile,
  createFileLinks,
  FILE_LINK_LIFETIME_SECONDS,
  FILE_LINK_WINDOW_SECONDS,
  type LinkTarget,
} from '../../lib/document-files.ts';
import { makeThumbnail } from '../../lib/document-thumbnails.ts';
import { megabytes, type StoredFile, type UploadedFile } from '../../lib/uploads.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { PersonEraser } from '../accounts/public.ts';
import { type ApplicationRow, applicationsRepository, lockForChange, removeFound } from '../applications/public.ts';
import { referenceReader } from '../reference/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { cleanOriginalName, contentDisposition, documentUrl, toDocument } from './documents.dto.ts';
import { type DocumentRow, documentsRepository as documents } from './documents.repository.ts';

export { FILE_LINK_LIFETIME_SECONDS, FILE_LINK_WINDOW_SECONDS };

const types = referenceReader('document-types');
type DocumentTypeRow = typeof documentTypes.$inferSelect;

/** What a file route sends: the file, and how the browser should show it. */
export type DocumentFile = StoredFile & { disposition: string };
/** A thumbnail as a route sends it, with how long the browser may keep it. */
export type DocumentThumbnail = StoredFile & { maxAgeSeconds: number };

/** The shortest time the browser keeps a thumbnail, even one fetched just before its link expires. */
const MIN_THUMBNAIL_CACHE_SECONDS = 60;

function parseFields(fields: Record<string, string>): DocumentUploadFields {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'typeId');
  throw invalidField(field, fields[field] === undefined ? 'validation.required' : 'validation.invalidValue');
}

/**
 * The documents of an application: files an applicant sends for the document types their application asks for,
 * stored safely (file first, then its row; a failure removes the file) and read through signed, expiring links.
 */
export function createDocumentsService({
  db,
  config,
  access,
  documentFiles: store,
}: Pick<AppContext, 'db' | 'config' | 'access' | 'documentFiles'>) {
  const links = createFileLinks(config.jwtSecret, FILE_LINK_LIFETIME_SECONDS, FILE_LINK_WINDOW_SECONDS);
  const toJson = (row: DocumentRow) => toDocument(row, links);

  /** The caller's application to the current session, which uploads go to when they name none. */
  async function currentApplication(user: CurrentUser): Promise<ApplicationRow | undefined> {
    const session = await sessionsRepository.findCurrent(db);
    return session ? applicationsRepository.findOfUserInSession(db, user.id, session.id) : undefined;
  }

  /**
   * The application an upload goes to: the one the fields name, if the access policy lets the caller change it (the
   * form's field is read by the service, so it asks the policy itself), or the caller's application to the current
   * session.
   */
  async function targetOf(user: CurrentUser, fields: DocumentUploadFields): Promise<number> {
    if (fields.applicationId !== undefined)
      return (await access.require(user, 'application.update', fields.applicationId)).id;
    const current = await currentApplication(user);
    if (!current) throw new AppError('NOT_FOUND', { key: 'documents.noCurrentApplication' });
    return current.id;
  }

  /**
   * Everything an upload must satisfy but its bytes: checked before the files are judged and written, and again,
   * with the application locked, before the rows are written (two uploads at once cannot both pass a single copy).
   * `incoming` is what the files bring: their number, and their bytes (at least; as stored in the last check), which
   * with the application's documents already held must stay within the application's total.
   */
  async function checkUpload(
    tx: Tx,
    applicationId: number,
    typeId: number,
    incoming: { count: number; bytes: number },
  ) {
    const { count } = incoming;
    const application = await lockForChange(tx, applicationId);
    const type = (await types.find(tx, typeId)) as DocumentTypeRow | undefined;
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
    if ((await documents.bytesOfApplication(tx, application.id)) + incoming.bytes > config.maxApplicationBytes)
      throw new AppError('CONFLICT', {
        key: 'documents.applicationFull',
        params: { max: megabytes(config.maxApplicationBytes) },
      });
    return { application, type };
  }

  /** The file of a document row, or of the row a file name leads to (none: not found). */
  async function fileOf(filename: string, download: boolean, found?: DocumentRow): Promise<DocumentFile> {
    const file = await store.find(filename);
    const row = found ?? (await documents.findByFilename(db, filename));
    if (!row) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
    return { ...file, disposition: contentDisposition(row, download) };
  }

  /**
   * The thumbnail of a stored file. One uploaded before thumbnails existed gets its own the first time it is asked
   * for, written as durably as an upload's; two first requests at once each write it whole, and one rename wins.
   */
  async function thumbnailOf(filename: string): Promise<StoredFile> {
    const found = await store.findThumbnail(filename).catch(() => undefined);
    if (found) return found;
    const file = await store.find(filename);
    const contentType = file.contentType as DocumentContentType;
    await store.writeThumbnail(filename, await makeThumbnail({ buffer: await readFile(file.path), contentType }));
    return store.findThumbnail(filename);
  }

  /** A signed link checked before anything is looked up: forged or expired is a 403 that reveals nothing. */
  function requireValidLink(filename: string, expires: number, signature: string, target: LinkTarget, reader?: number) {
    const check = links.check(filename, expires, signature, target, reader);
    if (check !== 'valid') throw new AppError('FORBIDDEN', { key: `documents.link.${check}` });
  }

  return {
    /**
     * What can be judged before any file arrives, from the fields sent ahead of it (the screens send them first): the
     * application, the type, its audience and kind, a second copy, and the application's total with the bytes the
     * body announced. Only when both the type and the application came first (a field after the file could still
     * name another application): otherwise the full check decides.
     */
    async precheck(user: CurrentUser, rawFields: Record<string, string>, fileBytes = 0): Promise<void> {
      if (!rawFields.typeId || !rawFields.applicationId) return;
      const fields = parseFields(rawFields);
      const applicationId = await targetOf(user, fields);
      // A file has at least one byte (an empty one is no file).
      const incoming = { count: 1, bytes: Math.max(1, fileBytes) };
      await db.transaction((tx) => checkUpload(tx, applicationId, fields.typeId, incoming));
    },

    /**
     * Stores the files sent for one document type (one, or several where the type allows), all or none: each is
     * judged by its bytes and written to disk first; the rows follow in one transaction, and if that fails the
     * files go.
     */
    async upload(
      user: CurrentUser,
      body: { fields: Record<string, string>; files: UploadedFile[] },
      fileField: 'file' | 'files',
    ): Promise<ApplicationDocument[]> {
      const fields = parseFields(body.fields);
      const sent = body.files.filter((file) => file.field === fileField);
      if (sent.length === 0) throw invalidField(fileField, 'documents.fileMissing');
      const sentBytes = sent.reduce((sum, file) => sum + file.buffer.length, 0);
      const applicationId = await targetOf(user, fields);
      const check = (tx: Tx, bytes: number) =>
        checkUpload(tx, applicationId, fields.typeId, { count: sent.length, bytes });
      await db.transaction((tx) => check(tx, sentBytes));
      const checked: { file: UploadedFile; content: CheckedFile; thumbnail: Buffer }[] = [];
      for (const file of sent) {
        const content = await checkDocumentFile(file);
        checked.push({ file, content, thumbnail: await makeThumbnail(content) });
      }
      const written: string[] = [];
      try {
        // A file and its thumbnail are on the disk before their row: a crash leaves files the sweep removes.
        for (const { content, thumbnail } of checked) {
          const filename = await store.write(content);
          written.push(filename);
          await store.writeThumbnail(filename, thumbnail);
        }
        const rows = await db.transaction(async (tx) => {
          const stored = checked.reduce((sum, { content }) => sum + content.buffer.length, 0);
          const { application, type } = await check(tx, stored);
          return documents.insert(
            tx,
            checked.map(({ file, content }, index) => ({
              applicationId: application.id,
              typeId: type.id,
              filename: written[index]!,
              originalName: cleanOriginalName(file.filename),
              contentType: content.contentType,
              size: content.buffer.length,
            })),
          );
        });
        return rows.map(toJson);
      } catch (error) {
        await Promise.all(written.map((filename) => store.remove(filename)));
        throw error;
      }
    },

    /**
     * Stores one file as a document of an application whatever the application's state (a beneficiary's transcript,
     * once the application is decided): judged by its bytes, written to disk first, then its row, with `linked` run
     * in the row's transaction; if that fails the file goes. The caller checked who may send it.
     */
    /**
     * A stored document's signed link, for another module's answer (a beneficiary's transcripts); a staff reader's
     * names them, so that opening it is logged.
     */
    linkOf(filename: string, reader?: number): string {
      return documentUrl(links, filename, reader);
    },

    async storeFor(
      applicationId: number,
      typeId: number,
      file: UploadedFile,
      linked: (tx: Tx, document: DocumentRow) => Promise<void>,
    ): Promise<ApplicationDocument> {
      const content = await checkDocumentFile(file);
      const filename = await store.write(content);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await documents.insert(tx, [
            {
              applicationId,
              typeId,
              filename,
              originalName: cleanOriginalName(file.filename),
              contentType: content.contentType,
              size: content.buffer.length,
            },
          ]);
          await linked(tx, inserted!);
          return inserted!;
        });
        return toJson(row);
      } catch (error) {
        await store.remove(filename);
        throw error;
      }
    },

    /** The caller's documents of their application to the current session; none without one. */
    async mine(user: CurrentUser): Promise<ApplicationDocument[]> {
      const application = await currentApplication(user);
      return application ? (await documents.listOfApplication(db, application.id)).map(toJson) : [];
    },

    /** An application's documents, their links naming the staff member who reads them (`reader`), if one does. */
    async ofApplication(application: Pick<ApplicationRow, 'id'>, reader?: number): Promise<ApplicationDocument[]> {
      return (await documents.listOfApplication(db, application.id)).map((row) => toDocument(row, links, reader));
    },

    /** Deletes a document while its application may change; the file goes once the row is gone. */
    async remove(document: DocumentRow): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForChange(tx, document.applicationId);
        await removeFound(tx, documents, 'document', document.id);
      });
      await store.remove(document.filename);
    },

    /**
     * A file reached by a signed link: a forged or expired link is refused (403) before anything is looked up. A
     * staff member's link (`reader`) logs their read as it finds the file, and opens only while they may read it.
     */
    async signedFile(
      filename: string,
      link: { expires: number; signature: string; reader?: number },
      download: boolean,
    ): Promise<DocumentFile> {
      const { expires, signature, reader } = link;
      requireValidLink(filename, expires, signature, 'file', reader);
      if (reader === undefined) return fileOf(filename, download);
      const opened = await documents.openedFile(db, filename, { id: reader });
      if (!opened?.readable) throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
      return fileOf(filename, download, opened);
    },

    /**
     * A thumbnail reached by its signed link (checked first, like a file's), kept by the browser until the link
     * expires: the link stays the same across listings until then, so the documents step fetches it once.
     */
    async signedThumbnail(filename: string, expires: number, signature: string): Promise<DocumentThumbnail> {
      requireValidLink(filename, expires, signature, 'thumbnail');
      if (!(await documents.findByFilename(db, filename)))
        throw new AppError('NOT_FOUND', { params: { resource: 'file' } });
      const thumbnail = await thumbnailOf(filename);
      return { ...thumbnail, maxAgeSeconds: Math.max(MIN_THUMBNAIL_CACHE_SECONDS, links.secondsLeft(expires)) };
    },

    /** A thumbnail reached with a bearer token: its owner and staff (anyone else 404); kept a minute. */
    async ownThumbnail(user: CurrentUser | null, filename: string): Promise<DocumentThumbnail> {
      await access.require(user, 'document.thumbnail.read', filename);
      return { ...(await thumbnailOf(filename)), maxAgeSeconds: MIN_THUMBNAIL_CACHE_SECONDS };
    },

    /** A file reached with a bearer token: its owner and staff; anyone else learns nothing (404). */
    async ownFile(user: CurrentUser | null, filename: string, download: boolean): Promise<DocumentFile> {
      const document = await access.require(user, 'document.file.read', filename);
      return fileOf(filename, download, document);
    },

    /** A person's account goes (accounts' eraser): the papers they sent go with it, their files once it is done. */
    forgetPerson: (async (tx, person) => {
      const files = await documents.removeOfUser(tx, person.id);
      return () => Promise.all(files.map((filename) => store.remove(filename)));
    }) satisfies PersonEraser,

    /** Removes the files no row names (a crash between a file and its row), and stale temporary files. */
    sweep: () => store.sweep((names) => documents.namedFiles(db, names)),
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
