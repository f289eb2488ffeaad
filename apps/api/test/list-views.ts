import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A list's page read as it is, with view=full and with view=summary: view=full is the default answer to the byte,
 * and view=summary the same page (its paging and its rows) with each row cut to the fields of `summarySchema`.
 */
export async function expectSummaryOfWholeRows(
  read: (query: string) => Promise<LightMyRequestResponse>,
  query: string,
  summarySchema: { shape: object },
) {
  const summaryFields = Object.keys(summarySchema.shape).sort();
  const [whole, full, summary] = await Promise.all([
    read(query),
    read(`${query}&view=full`),
    read(`${query}&view=summary`),
  ]);
  expect(summary.statusCode, summary.body).toBe(200);
  expect(summary.headers['content-type']).toBe('application/json; charset=utf-8');
  // view=full is the default answer, to the byte.
  expect(full.body).toBe(whole.body);
  const { content, ...paging } = whole.json().data;
  expect(summary.json().data).toEqual({
    ...paging,
    content: content.map((row: Record<string, unknown>) =>
      Object.fromEntries(summaryFields.map((field) => [field, row[field]])),
    ),
  });
  for (const row of summary.json().data.content) expect(Object.keys(row).sort()).toEqual(summaryFields);
}
