import type { Readable } from 'node:stream';
import type { UserRole } from '@portal/shared/enums';
import type { DataExport } from '@portal/shared/personal-data';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { createFileLinks } from '../../lib/document-files.ts';
import type { StoredFile } from '../../lib/uploads.ts';
import { AVATAR_BUCKET, usersRepository } from '../accounts/public.ts';
import { auditEventsRepository } from '../audit/public.ts';
import { type ArchiveEntry, archiveSize, archiveStream, bufferEntry } from './personal-data.archive.ts';
import { heldBack, type ReadTables, unpublishedApplications } from './personal-data.deliberation.ts';
import { readmeOf } from './personal-data.readme.ts';
import { exportedTables, type Person, personalDataRepository as repository } from './personal-data.repository.ts';

/**
 * A download link lives 10 to 15 minutes (its expiry rounded up to 5): long enough to tap it after reading the size,
 * short if it leaks from a phone's history; the screen asks for a new one when it has expired. Once a download has
 * started it runs to its end, however slow the line.
 */
export const EXPORT_LINK_LIFETIME_SECONDS = 10 * 60;
export const EXPORT_LINK_WINDOW_SECONDS = 5 * 60;

/** Who asks for an archive: the person themself or an administrator, with the sign-in their link depends on. */
export type Asker = { id: number; role: UserRole; tokenVersion: number };

/** An archive ready to send: its name, its exact size, and its bytes as a stream (none when only its head is asked). */
export type Archive = { fileName: string; size: number; stream?: Readable };

type DocumentRow = typeof documents.$inferSelect;

const fileEntry = (name: string, file: StoredFile): ArchiveEntry => ({
  name,
  size: file.size,
  open: () => file.open(),
});

/** A file's name as the person gave it, kept to letters, digits, dots and dashes, without its extension. */
const stemOf = (originalName: string | null) =>
  (originalName ?? '')
    .replace(/\.[^.]{1,5}$/, '')
    .replace(/[^\p{L}\p{N}.-]+/gu, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 60) || 'document';

const extensionOf = (filename: string) => filename.split('.').pop() ?? 'bin';

/** `Content-Disposition` of an archive: its name in plain ASCII and in UTF-8 (a user name may hold any letter). */
export function archiveDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Everything the portal holds about one person, as one .zip: a JSON file per table (exportedTables), every file
 * they sent, and a README in their language. Asked for by the person, or by an administrator for someone who asks by
 * letter (recorded in the portal's audit). The size is told before the download with a signed link, so that a phone
 * downloads the archive by itself, with its progress, rather than through the page.
 */
export function createPersonalDataService({
  db,
  config,
  files,
  documentFiles,
}: Pick<AppContext, 'db' | 'config' | 'files' | 'documentFiles'>) {
  const links = createFileLinks(config.jwtSecret, EXPORT_LINK_LIFETIME_SECONDS, EXPORT_LINK_WINDOW_SECONDS);
  // A link names whose archive and who asked, and is signed with that person's sign-in: it dies when they sign out.
  const linkName = (personId: number, asker: Pick<Asker, 'id' | 'tokenVersion'>) =>
    `${personId}\n${asker.id}\n${asker.tokenVersion}`;

  /** The files they sent, found on the disk; those the server no longer has are named in the README. */
  async function sentFiles(person: Person, documentRows: DocumentRow[]) {
    const found: ArchiveEntry[] = [];
    const missing: string[] = [];
    const add = async (name: string, find: () => Promise<StoredFile>) => {
      const file = await find().catch(() => undefined);
      if (file) found.push(fileEntry(name, file));
      else missing.push(name);
    };
    for (const row of documentRows)
      await add(`files/documents/${row.id}-${stemOf(row.originalName)}.${extensionOf(row.filename)}`, () =>
        documentFiles.find(row.filename),
      );
    const { avatar } = person;
    if (avatar) await add(`files/avatar.${extensionOf(avatar)}`, () => files.find(AVATAR_BUCKET, avatar));
    return { found, missing };
  }

  /**
   * The archive's entries as the database holds them now (one snapshot), the committee's work on applications not yet
   * decided for the person held back, and how many of them are files sent.
   */
  async function entriesOf(conn: Conn, person: Person, now: Date) {
    const read: ReadTables = new Map();
    for (const exported of exportedTables) read.set(exported, await repository.rowsOf(conn, exported, person));
    const unpublished = unpublishedApplications(read);
    const json = exportedTables.map((exported) => {
      const rows = heldBack(exported, read.get(exported)!, unpublished);
      return bufferEntry(exported.file, Buffer.from(`${JSON.stringify(rows, null, 2)}\n`, 'utf8'));
    });
    const documentRows = [...read].find(([exported]) => exported.table === documents)![1] as DocumentRow[];
    const sent = await sentFiles(person, documentRows);
    const files = exportedTables.map((exported) => exported.file);
    const readme = readmeOf(person, files, { missing: sent.missing, withheld: unpublished.size > 0 }, now);
    return { entries: [bufferEntry('README.txt', readme), ...json, ...sent.found], files: sent.found.length };
  }

  /** Reads it all in one snapshot; an administrator's export of someone else is recorded in it first. */
  async function snapshot(asker: Asker, person: Person, now: Date, record: boolean) {
    const audited = record && asker.id !== person.id;
    return db.transaction(
      async (tx) => {
        if (audited) {
          const actor = await usersRepository.find(tx, asker.id);
          await auditEventsRepository.record(tx, {
            actor: { id: asker.id, name: actor ? `${actor.firstName} ${actor.lastName}`.trim() : '' },
            action: 'DATA_EXPORT',
            subjectUserId: person.id,
          });
        }
        return entriesOf(tx, person, now);
      },
      { isolationLevel: 'repeatable read', accessMode: audited ? 'read write' : 'read only' },
    );
  }

  /**
   * The archive of `person` for `asker`; with `head`, only its name and size (a HEAD request, which some download
   * managers send first): nothing is read from the disk nor recorded.
   */
  async function archive(asker: Asker, person: Person, { head = false } = {}): Promise<Archive> {
    const now = new Date();
    const { entries } = await snapshot(asker, person, now, !head);
    const fileName = `personal-data-${person.username}-${now.toISOString().slice(0, 10)}.zip`;
    return head ? { fileName, size: archiveSize(entries, now) } : { fileName, ...archiveStream(entries, now) };
  }

  return {
    /** A person by their account's id (the signed-in person's own archive). */
    async person(id: number): Promise<Person> {
      const person = await repository.person(db, id);
      if (!person) throw notFound('user');
      return person;
    },

    /** The archive's size as it stands and a link that downloads it without the token, for `asker`. */
    async summary(asker: Asker, person: Person): Promise<DataExport> {
      const now = new Date();
      const { entries, files: count } = await snapshot(asker, person, now, false);
      const { expires, signature } = links.sign(linkName(person.id, asker), 'export');
      const url = `/api/users/${person.id}/export/download?by=${asker.id}&expires=${expires}&signature=${signature}`;
      return { bytes: archiveSize(entries, now), files: count, url, expires };
    },

    /** The archive, asked for with the bearer token by the person or an administrator (the access policy's). */
    archive,

    /**
     * The archive by its signed link: refused (403) when forged, expired, or its asker has signed out since (their
     * sign-in is part of what is signed) or may no longer export someone else's data.
     */
    async signedArchive(
      personId: number,
      link: { by: number; expires: number; signature: string },
      options: { head?: boolean } = {},
    ) {
      const asker = await usersRepository.signInState(db, link.by);
      const check =
        asker?.active === true
          ? links.check(linkName(personId, asker), link.expires, link.signature, 'export')
          : 'forged';
      if (check !== 'valid') throw new AppError('FORBIDDEN', { key: `personal-data.link.${check}` });
      if (asker!.id !== personId && asker!.role !== 'ADMIN') throw forbidden();
      const person = await repository.person(db, personId);
      if (!person) throw notFound('user');
      return archive(asker!, person, options);
    },
  };
}
export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
