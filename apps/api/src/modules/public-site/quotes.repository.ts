import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { defineListSpec, type ParsedList } from '../../lib/list-query.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteValues = Pick<QuoteRow, 'fullName' | 'position' | 'company' | 'content'> & { image?: string | null };

export const quoteListSpec = defineListSpec({
  fields: {
    id: { column: quotes.id, type: 'integer' },
    fullName: { column: quotes.fullName, type: 'string' },
    company: { column: quotes.company, type: 'string' },
    created: { column: quotes.created, type: 'date' },
  },
  defaultSort: [desc(quotes.created), asc(quotes.id)],
  searchColumns: [quotes.fullName, quotes.company, quotes.content],
});

export async function listQuotes(db: Db, list: ParsedList): Promise<{ rows: QuoteRow[]; total: number }> {
  const query = db
    .select()
    .from(quotes)
    .where(list.where)
    .orderBy(...list.orderBy)
    .offset(list.offset);
  const rows = list.limit === undefined ? await query : await query.limit(list.limit);
  const [total] = await db.select({ value: count() }).from(quotes).where(list.where);
  return { rows, total: total?.value ?? 0 };
}

/** `lock` holds the row until the transaction ends, so two changes of one quote run one after the other. */
export async function findQuote(
  db: Db | Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<QuoteRow | undefined> {
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertQuote(db: Db, values: QuoteValues): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function updateQuote(db: Db | Tx, id: number, values: QuoteValues): Promise<QuoteRow | undefined> {
  const [row] = await db.update(quotes).set(values).where(eq(quotes.id, id)).returning();
  return row;
}

export async function deleteQuote(db: Db, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.delete(quotes).where(eq(quotes.id, id)).returning();
  return row;
}

/** Quotes are few (tens): ordering by random() is cheap enough. */
export const randomQuotes = (db: Db, countWanted: number): Promise<QuoteRow[]> =>
  db.select().from(quotes).orderBy(sql`random()`).limit(countWanted);
