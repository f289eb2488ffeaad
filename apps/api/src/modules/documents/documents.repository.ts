import { and, asc, count, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { rowById } from '../../db/queries.ts';
import { applications, documents } from '../../db/schema/index.ts';
import type { ObjectKey, Owned, Reader } from '../../lib/access.ts';
import { readLogged } from '../reads/public.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type OwnedDocument = DocumentRow & Owned;

async function ownedDocument(conn: Conn, where: SQL): Promise<OwnedDocument | undefined> {
  const [row] = await conn
    .select({ document: documents, userId: applications.userId })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(where);
  return row && { ...row.document, userId: row.userId };
}

/** Queries of the documents table; the files they name live in the document store (lib/document-files.ts). */
export const documentsRepository = {
  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, documents, id, options),

  /** An application's documents, in the order they were sent. */
  listOfApplication(conn: Conn, applicationId: number): Promise<DocumentRow[]> {
    return conn
      .select()
      .from(documents)
      .where(eq(documents.applicationId, applicationId))
      .orderBy(asc(documents.uploaded), asc(documents.id));
  },

  async countOfType(conn: Conn, applicationId: number, typeId: number): Promise<number> {
    const [row] = await conn
      .select({ value: count() })
      .from(documents)
      .where(and(eq(documents.applicationId, applicationId), eq(documents.typeId, typeId)));
    return row?.value ?? 0;
  },

  /** The bytes of an application's documents together, as stored. */
  async bytesOfApplication(conn: Conn, applicationId: number): Promise<number> {
    const [row] = await conn
      .select({ value: sum(documents.size) })
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    return Number(row?.value ?? 0);
  },

  /** The types an application holds files of (one entry per file). */
  async typeIdsOfApplication(conn: Conn, applicationId: number): Promise<number[]> {
    const rows = await conn
      .select({ typeId: documents.typeId })
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    return rows.map((row) => row.typeId);
  },

  /** How many documents are of this type (a document type in use cannot be deleted). */
  async countWithType(conn: Conn, typeId: number): Promise<number> {
    const [row] = await conn.select({ value: count() }).from(documents).where(eq(documents.typeId, typeId));
    return row?.value ?? 0;
  },

  async insert(conn: Conn, values: NewDocumentRow[]): Promise<DocumentRow[]> {
    return conn.insert(documents).values(values).returning();
  },

  /** Whether there was such a document to delete. */
  async remove(conn: Conn, id: number): Promise<boolean> {
    const rows = await conn.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
    return rows.length > 0;
  },

  /** The files of an application's documents, which go with it (its rows go by the foreign key's cascade). */
  async filenamesOfApplication(conn: Conn, applicationId: number): Promise<string[]> {
    const rows = await conn
      .select({ filename: documents.filename })
      .from(documents)
      .where(eq(documents.applicationId, applicationId));
    return rows.map((row) => row.filename);
  },

  /** Deletes every document of a person's applications (their account goes); answers the files to remove. */
  async removeOfUser(conn: Conn, userId: number): Promise<string[]> {
    const ofUser = conn.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
    const rows = await conn
      .delete(documents)
      .where(inArray(documents.applicationId, ofUser))
      .returning({ filename: documents.filename });
    return rows.map((row) => row.filename);
  },

  /**
   * Deletes the documents of these applications (their transcripts go with them) and answers their files, which the
   * caller removes once the deletion is committed (a file left by a crash meanwhile is swept at the next start).
   */
  async removeOfApplications(conn: Conn, applicationIds: number[]) {
    if (applicationIds.length === 0) return [];
    return conn
      .delete(documents)
      .where(inArray(documents.applicationId, applicationIds))
      .returning({ applicationId: documents.applicationId, filename: documents.filename });
  },

  /** Of these file names, the ones a row names (the sweep removes the others). */
  async namedFiles(conn: Conn, filenames: string[]): Promise<Set<string>> {
    const named = new Set<string>();
    for (let start = 0; start < filenames.length; start += 500) {
      const rows = await conn
        .select({ filename: documents.filename })
        .from(documents)
        .where(inArray(documents.filename, filenames.slice(start, start + 500)));
      for (const row of rows) named.add(row.filename);
    }
    return named;
  },

  /** The document with its application's owner (the access policies' lookup). */
  async findOwned(conn: Conn, id: ObjectKey): Promise<OwnedDocument | undefined> {
    return ownedDocument(conn, eq(documents.id, Number(id)));
  },

  /** The document a stored file belongs to, by the file's name, with its application's owner. */
  async findOwnedFile(conn: Conn, filename: ObjectKey): Promise<OwnedDocument | undefined> {
    return ownedDocument(conn, eq(documents.filename, String(filename)));
  },

  /**
   * The same lookup for a file being opened: a staff reader's read (FILE) is appended to the reads log by the same
   * statement, and `readable` says whether they may read it (their read is logged only then: see `readLogged`).
   */
  async openedFile(
    conn: Conn,
    filename: ObjectKey,
    reader?: Reader,
  ): Promise<(OwnedDocument & { readable?: boolean }) | undefined> {
    const where = eq(documents.filename, String(filename));
    if (!reader) return ownedDocument(conn, where);
    const from = sql`${documents} join ${applications} on ${applications.id} = ${documents.applicationId}`;
    const { step, readable } = readLogged(conn, {
      readerId: reader.id,
      what: 'FILE',
      from,
      where,
      applicationId: documents.applicationId,
      ownerId: applications.userId,
      documentId: documents.id,
    });
    const [row] = await conn
      .with(step)
      .select({ document: documents, userId: applications.userId, readable })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(where);
    return row && { ...row.document, userId: row.userId, readable: row.readable };
  },

  async findByFilename(conn: Conn, filename: string): Promise<DocumentRow | undefined> {
    const [row] = await conn.select().from(documents).where(eq(documents.filename, filename));
    return row;
  },
};
