import { and, asc, count, eq, inArray, sum } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { rowById } from '../../db/queries.ts';
import { applications, documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

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

  async remove(conn: Conn, id: number): Promise<void> {
    await conn.delete(documents).where(eq(documents.id, id));
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

  /** Whose document this is: the owner of its application (access policies). */
  async ownerOf(conn: Conn, id: number | string): Promise<number | undefined> {
    const [row] = await conn
      .select({ userId: applications.userId })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(eq(documents.id, Number(id)));
    return row?.userId ?? undefined;
  },

  /** Whose file this is, by its stored name. */
  async ownerOfFile(conn: Conn, filename: number | string): Promise<number | undefined> {
    const [row] = await conn
      .select({ userId: applications.userId })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(eq(documents.filename, String(filename)));
    return row?.userId ?? undefined;
  },

  async findByFilename(conn: Conn, filename: string): Promise<DocumentRow | undefined> {
    const [row] = await conn.select().from(documents).where(eq(documents.filename, filename));
    return row;
  },
};
