import { QUOTE_IMAGE_SIZE, quoteInputSchema } from '@portal/shared/quotes';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { MultipartBody } from '../../lib/uploads.ts';
import { deleteQuote, findQuote, insertQuote, type QuoteValues, updateQuote } from './quotes.repository.ts';

const BUCKET = 'quote-avatars';
export const QUOTE_BUCKET = BUCKET;

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

export function quotesService(app: FastifyInstance) {
  const { db, files } = app;
  return {
    async get(id: number) {
      const row = await findQuote(db, id);
      if (!row) throw notFound('quote');
      return row;
    },
    async create(body: MultipartBody) {
      const values = parseFields(body);
      const file = imageOf(body);
      const image = file ? await files.saveImage(BUCKET, file, QUOTE_IMAGE_SIZE) : null;
      return insertQuote(db, { ...values, image });
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
          const existing = await findQuote(tx, id, { lock: true });
          if (!existing) throw notFound('quote');
          const updated = await updateQuote(tx, id, { ...values, image: image ?? existing.image });
          return { row: updated!, replaced: image ? existing.image : null };
        });
        await files.remove(BUCKET, replaced);
        return row;
      } catch (error) {
        await files.remove(BUCKET, image);
        throw error;
      }
    },
    async remove(id: number) {
      const row = await deleteQuote(db, id);
      if (!row) throw notFound('quote');
      await files.remove(BUCKET, row.image);
    },
  };
}
