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
    /** Replaces the text; the image only when a new one is sent (the old file is then removed). */
    async update(id: number, body: MultipartBody) {
      const values = parseFields(body);
      const existing = await findQuote(db, id);
      if (!existing) throw notFound('quote');
      const file = imageOf(body);
      const image = file ? await files.saveImage(BUCKET, file, QUOTE_IMAGE_SIZE) : existing.image;
      const row = await updateQuote(db, id, { ...values, image });
      if (!row) {
        if (file) await files.remove(BUCKET, image);
        throw notFound('quote');
      }
      if (file) await files.remove(BUCKET, existing.image);
      return row;
    },
    async remove(id: number) {
      const row = await deleteQuote(db, id);
      if (!row) throw notFound('quote');
      await files.remove(BUCKET, row.image);
    },
  };
}
