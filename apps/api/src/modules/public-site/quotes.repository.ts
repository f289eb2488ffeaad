import { asc, desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { listRows, rowById } from '../../db/queries.ts';
import { quotes } from '../../db/schema/index.ts';
import { defineListSpec, listFields, type ParsedList } from '../../lib/list-query.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteValues = Pick<QuoteRow, 'fullName' | 'position' | 'company' | 'content'> & { image?: string | null };

/** Whitelist of GET /quotes sort and filter fields. */
export const quoteListSpec = defineListSpec({
  fields: listFields(quotes, ['id', 'fullName', 'company', 'created']),
  defaultSort: [desc(quotes.created), asc(quotes.id)],
  searchColumns: [quotes.fullName, quotes.company, quotes.content],
});

/** SQL of quotes (testimonials); no rules here. */
export const quotesRepository = {
  list: (conn: Conn, list: ParsedList) => listRows(conn, quotes, list),

  find: (conn: Conn, id: number, options: { lock?: boolean } = {}) => rowById(conn, quotes, id, options),

  async insert(conn: Conn, values: QuoteValues): Promise<QuoteRow> {
    const [row] = await conn.insert(quotes).values(values).returning();
    return row!;
  },

  async update(conn: Conn, id: number, values: QuoteValues): Promise<QuoteRow | undefined> {
    const [row] = await conn.update(quotes).set(values).where(eq(quotes.id, id)).returning();
    return row;
  },

  async remove(conn: Conn, id: number): Promise<QuoteRow | undefined> {
    const [row] = await conn.delete(quotes).where(eq(quotes.id, id)).returning();
    return row;
  },

  /** Quotes are few (tens): the public pages read them all, and draw a few. */
  all: (conn: Conn): Promise<QuoteRow[]> => conn.select().from(quotes).orderBy(asc(quotes.id)),
};
