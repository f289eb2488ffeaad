import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedNames } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** A multipart body by hand: text fields plus an optional file named "image". */
function multipart(
  fields: Record<string, string>,
  image?: { buffer: Buffer; type: string },
  headers: Record<string, string> = {},
) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
    );
    parts.push(image.buffer, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fields = {
  fullName: 'Aline Ngono',
  position: 'Former beneficiary',
  company: 'Hôpital de district',
  content: 'The scholarship let me study.',
};
const stored = async (filename: string) => (await storedNames(t, 'quote-avatars')).includes(filename);

describe('quotes', () => {
  let id: number;
  let image: string;

  it('lets an administrator create a quote with an image resized to 200×200', async () => {
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/quotes',
      ...multipart(fields, { buffer: png, type: 'image/png' }),
    });
    expect(response.statusCode).toBe(201);
    ({ id, image } = response.json().data);
    expect(response.json().data).toMatchObject(fields);
    const file = await t.injectAs(null, { method: 'GET', url: `/api/files/quote-avatars/${image}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses missing fields and a file that is not an image, in French', async () => {
    const missing = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/quotes',
      ...multipart({ ...fields, fullName: '  ' }, undefined, { 'accept-language': 'fr' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([
      { field: 'fullName', code: 'validation.required', message: 'Ce champ est obligatoire' },
    ]);
    const fake = await t.injectAs(admin, {
      method: 'POST',
      url: '/api/quotes',
      ...multipart(fields, { buffer: Buffer.from('%PDF-1.4 nope'), type: 'image/png' }),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fieldErrors[0].field).toBe('image');
    const list = await t.injectAs(admin, { method: 'GET', url: '/api/quotes' });
    expect(list.json().data.totalElements).toBe(1);
  });

  it('refuses a JSON body', async () => {
    const response = await t.injectAs(admin, { method: 'POST', url: '/api/quotes', payload: fields });
    expect(response.statusCode).toBe(415);
  });

  it('forbids students and visitors to manage quotes', async () => {
    expect((await t.injectAs(student, { method: 'GET', url: '/api/quotes' })).statusCode).toBe(403);
    expect((await t.injectAs(student, { method: 'GET', url: `/api/quotes/${id}` })).statusCode).toBe(403);
    expect((await t.injectAs(student, { method: 'POST', url: '/api/quotes', ...multipart(fields) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.injectAs(student, { method: 'PUT', url: `/api/quotes/${id}`, ...multipart(fields) })).statusCode,
    ).toBe(403);
    expect((await t.injectAs(student, { method: 'DELETE', url: `/api/quotes/${id}` })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'DELETE', url: `/api/quotes/${id}` })).statusCode).toBe(401);
    expect((await t.injectAs(admin, { method: 'GET', url: `/api/quotes/${id}` })).json().data.fullName).toBe(
      fields.fullName,
    );
  });

  it('pages and searches the list', async () => {
    await t.injectAs(admin, {
      method: 'POST',
      url: '/api/quotes',
      ...multipart({ ...fields, fullName: 'Paul Tchinda', company: '' }),
    });
    const page = await t.injectAs(admin, { method: 'GET', url: '/api/quotes?page=0&size=1&sort=fullName,asc' });
    expect(page.json().data).toMatchObject({ totalElements: 2, totalPages: 2, size: 1 });
    expect(page.json().data.content[0].fullName).toBe('Aline Ngono');
    const found = await t.injectAs(admin, { method: 'GET', url: '/api/quotes?search=tchinda' });
    expect(found.json().data.content).toHaveLength(1);
    expect(found.json().data.content[0].company).toBeNull();
    const bad = await t.injectAs(admin, { method: 'GET', url: '/api/quotes?sort=content,asc' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a few random quotes to visitors, 1 to 10', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/quotes/random?count=3' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/quotes/random?count=11' })).statusCode).toBe(400);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/quotes/random?count=0' })).statusCode).toBe(400);
  });

  it('replaces the image on update and removes the old file', async () => {
    const text = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/quotes/${id}`,
      ...multipart({ ...fields, content: 'Changed.' }),
    });
    expect(text.json().data).toMatchObject({ content: 'Changed.', image });
    const response = await t.injectAs(admin, {
      method: 'PUT',
      url: `/api/quotes/${id}`,
      ...multipart(fields, { buffer: png, type: 'image/png' }),
    });
    expect(response.statusCode).toBe(200);
    const next = response.json().data.image;
    expect(next).not.toBe(image);
    expect(await stored(image)).toBe(false);
    expect(await stored(next)).toBe(true);
    image = next;
    expect(
      (await t.injectAs(admin, { method: 'PUT', url: '/api/quotes/99999', ...multipart(fields) })).statusCode,
    ).toBe(404);
  });

  it('deletes a quote with its file', async () => {
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/quotes/${id}` })).statusCode).toBe(200);
    expect(await stored(image)).toBe(false);
    expect((await t.injectAs(admin, { method: 'GET', url: `/api/quotes/${id}` })).statusCode).toBe(404);
    expect((await t.injectAs(null, { method: 'GET', url: `/api/files/quote-avatars/${image}` })).statusCode).toBe(404);
    expect(
      (await t.injectAs(null, { method: 'GET', url: '/api/files/quote-avatars/..%2F..%2Fsecret.webp' })).statusCode,
    ).toBe(404);
  });
});
