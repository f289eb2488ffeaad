import sharp from 'sharp';
import { expect } from 'vitest';
import { documents, documentTypes } from '../../src/db/schema/index.ts';
import { applyingFixtures } from '../applications/fixtures.ts';
import { storedNames } from '../stored-files.ts';
import type { TestApp, TestUser } from '../test-app.ts';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

const boundary = '----portal-documents-test';

/** A multipart body as a phone's browser sends it. */
export function multipart(parts: Part[]) {
  const chunks = parts.map((part) =>
    'content' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = () => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 180, g: 40, b: 40 } } });

/** Photos carrying what a phone writes into them: where and by whom. */
export const jpegWithExif = () =>
  picture()
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Jane Doe', ImageDescription: 'Home, Dschang' } })
    .toBuffer();
export const pngWithExif = () =>
  picture()
    .png()
    .withExif({ IFD0: { Copyright: 'Jane Doe' } })
    .toBuffer();

/** A small but whole PDF: version line first, end-of-file mark last. */
export const pdf = (body = 'BT /F1 12 Tf (Birth certificate) Tj ET') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

const text = (word: string) => ({ en: word, fr: `${word} (fr)`, it: `${word} (it)` });
type TypeValues = Partial<Omit<typeof documentTypes.$inferInsert, 'name'>> & { name: string };

/** An open session, its document types, and a helper to apply to it as a university student or a pupil. */
export async function documentsFixtures(t: TestApp) {
  const fixtures = applyingFixtures(t);
  const session = await fixtures.session();
  const insertType = async (values: TypeValues) => {
    const [row] = await t.database.db
      .insert(documentTypes)
      .values({
        required: true,
        allowMultiple: false,
        target: 'BOTH',
        scope: 'ALL',
        ...values,
        name: text(values.name),
      })
      .returning();
    return row!;
  };
  const types = {
    birth: await insertType({ name: 'Birth certificate', scope: 'NEW' }),
    transcripts: await insertType({ name: 'Transcripts', target: 'STUDENT', allowMultiple: true }),
    bulletin: await insertType({ name: 'School reports', target: 'PUPIL' }),
    unchanged: await insertType({ name: 'Unchanged situation', scope: 'RENEWAL', allowMultiple: true }),
    optional: await insertType({ name: 'Other', required: false, allowMultiple: true }),
  };
  return {
    ...fixtures,
    session,
    types,
    /** A student's application to the session, with the audience they declared. */
    async applicant(universityStudent: boolean | null = true) {
      const user = await t.createUser();
      const application = await fixtures.apply(user, session.id);
      await fixtures.decide(application.id, { universityStudent });
      return { user, application };
    },
  };
}

export function upload(
  t: TestApp,
  user: TestUser,
  fields: Record<string, string | number>,
  files: { name?: string; filename?: string; type?: string; content: Buffer }[],
  url = '/api/documents',
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    ...files.map((file) => ({
      name: file.name ?? 'file',
      filename: file.filename ?? 'scan.pdf',
      type: file.type ?? 'application/pdf',
      content: file.content,
    })),
  ]);
  return t.injectAs(user, { method: 'POST', url, ...body });
}

/** What lies among the stored documents (the folder or the bucket), temporary files included. */
export const storedFiles = (t: TestApp) => storedNames(t, 'documents');

export async function documentRows(t: TestApp) {
  return t.database.db.select().from(documents);
}

export function expectCreated(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(201);
}
