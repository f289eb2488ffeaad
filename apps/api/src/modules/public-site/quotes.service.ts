import type { ListQuery, Page } from '@portal/shared/paging';
import { QUOTE_IMAGE_SIZE, type Quote, quoteInputSchema } from '@portal/shared/quotes';
import { describeIssue } from '@portal/shared/validation';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import type { MultipartBody } from '../../lib/uploads.ts';
import { type QuoteRow, type QuoteValues, quoteListSpec, quotesRepository as quotes } from './quotes.repository.ts';

const BUCKET = 'quote-avatars';

/** The text fields of a multipart body, checked by the shared schema; failures name each field. */
function parseFields(body: MultipartBody): QuoteValues {
  const parsed = quoteInputSchema.safeParse(body.fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'body',
        ...describeIssue(issue as never),
      })),
    });
  }
  return { ...parsed.data, company: parsed.data.company || null };
}

const imageOf = (body: MultipartBody) => body.files.find((file) => file.field === 'image');

/** What visitors see of a quote: none of its bookkeeping. */
const toQuote = ({ id, fullName, position, company, content, image }: QuoteRow): Quote => ({
  id,
  fullName,
  position,
  company,
  content,
  image,
});

/** `count` of these quotes in a random order (all of them when there are fewer). */
export function drawQuotes(all: readonly Quote[], count: number): Quote[] {
  const pool = [...all];
  const drawn = Math.min(count, pool.length);
  for (let i = 0; i < drawn; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, drawn);
}

/**
 * Quotes (testimonials): administrators keep them, with a small image; visitors read a few at random. Each change
 * is told to the public pages, which show them.
 */
export function createQuotesService({ db, files, pageChanges }: Pick<AppContext, 'db' | 'files' | 'pageChanges'>) {
  return {
    async list(query: ListQuery): Promise<Page<QuoteRow>> {
      const list = parseListQuery(query, quoteListSpec);
      const { rows, total } = await quotes.list(db, list);
      return toPage(rows, total, list);
    },

    /** Every quote as visitors see it: they are few (tens). */
    all: async (): Promise<Quote[]> => (await quotes.all(db)).map(toQuote),

    random: async (count: number): Promise<Quote[]> => drawQuotes((await quotes.all(db)).map(toQuote), count),

    async get(id: number) {
      const row = await quotes.find(db, id);
      if (!row) throw notFound('quote');
      return row;
    },

    /** The image is written first; if the row then cannot be written, the image goes. */
    async create(body: MultipartBody) {
      const values = parseFields(body);
      const file = imageOf(body);
      const image = file ? await files.saveImage(BUCKET, file, QUOTE_IMAGE_SIZE) : null;
      try {
        const row = await quotes.insert(db, { ...values, image });
        pageChanges.changed();
        return row;
      } catch (error) {
        await files.remove(BUCKET, image);
        throw error;
      }
    },

    /**
     * Replaces the text; the image only when a new one is sent. The new file is written first and the row changed
     * under a lock, so the file it replaced (and only that one) is removed, even when two edits cross.
     */
    async update(id: number, body: MultipartBody) {
      const values = parseFields(body);
      const file = imageOf(body);
      const image = file ? await files.saveImage(BUCKET, file, QUOTE_IMAGE_SIZE) : undefined;
      try {
        const { row, replaced } = await db.transaction(async (tx) => {
          const existing = await quotes.find(tx, id, { lock: true });
          if (!existing) throw notFound('quote');
          const updated = await quotes.update(tx, id, { ...values, image: image ?? existing.image });
          return { row: updated!, replaced: image ? existing.image : null };
        });
        pageChanges.changed();
        await files.remove(BUCKET, replaced);
        return row;
      } catch (error) {
        await files.remove(BUCKET, image);
        throw error;
      }
    },

    async remove(id: number) {
      const row = await quotes.remove(db, id);
      if (!row) throw notFound('quote');
      pageChanges.changed();
      await files.remove(BUCKET, row.image);
    },

    /** A quote's image: public, like the quotes on the landing page. */
    image: (filename: string) => files.find(BUCKET, filename),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
