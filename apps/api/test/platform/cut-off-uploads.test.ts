import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../src/db/schema/index.ts';
import { documentRows, documentsFixtures, multipart, pdf, pngWithExif } from '../documents/helpers.ts';
import { allStored } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { dropMidway } from '../upload-wire.ts';

/**
 * A body cut off mid-way (a line that drops, a client that stops) on every upload route: a 400 in the reader's
 * language, and nothing kept, neither a file nor a row.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixtures>>;
let admin: TestUser;
let student: TestUser;
let applicationId: number;
let quoteId: number;

beforeAll(async () => {
  t = await createTestApp({ captureLog: true });
  f = await documentsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  ({
    user: student,
    application: { id: applicationId },
  } = await f.applicant());
  const created = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/quotes',
    ...multipart([
      { name: 'fullName', value: 'Ada Fotso' },
      { name: 'position', value: 'Former scholar' },
      { name: 'content', value: 'The scholarship paid my studies.' },
    ]),
  });
  expect(created.statusCode, created.body).toBe(201);
  quoteId = created.json().data.id;
});
afterAll(async () => t?.close());

const storedFiles = () => allStored(t);

/** Each upload route with a whole, valid body for it and who may send it. */
async function uploads() {
  const photo = await pngWithExif();
  const documentForm = (field: string) =>
    multipart([
      { name: 'applicationId', value: String(applicationId) },
      { name: 'typeId', value: String(f.types.transcripts.id) },
      { name: field, filename: 'transcript.pdf', type: 'application/pdf', content: pdf('x'.repeat(4000)) },
    ]);
  const quoteForm = multipart([
    { name: 'fullName', value: 'Ada Fotso' },
    { name: 'position', value: 'Former scholar' },
    { name: 'content', value: 'It changed my life.' },
    { name: 'image', filename: 'ada.png', type: 'image/png', content: photo },
  ]);
  return [
    { who: student, method: 'POST', url: '/api/documents', body: documentForm('file') },
    { who: student, method: 'POST', url: '/api/documents/multiple', body: documentForm('files') },
    { who: student, method: 'POST', url: '/api/files/upload', body: documentForm('file') },
    {
      who: student,
      method: 'PATCH',
      url: '/api/users/avatar',
      body: multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: photo }]),
    },
    { who: admin, method: 'POST', url: '/api/quotes', body: quoteForm },
    { who: admin, method: 'PUT', url: `/api/quotes/${quoteId}`, body: quoteForm },
  ] as const;
}

/**
 * Where a body can be cut (each ends with its file): in the file's last bytes, with every part whole but the closing
 * boundary missing, and inside the closing boundary.
 */
function cuts(payload: Buffer): number[] {
  const closing = payload.lastIndexOf('\r\n--');
  return [closing - 100, closing, payload.length - 8];
}

describe('an upload cut off mid-way', () => {
  it('is a 400 in the reader’s language on every upload route, and keeps nothing', async () => {
    for (const { who, method, url, body } of await uploads()) {
      for (const [index, cut] of cuts(body.payload).entries()) {
        const language = (['en', 'fr', 'it'] as const)[index]!;
        const response = await t.injectAs(who, {
          method,
          url,
          headers: { ...body.headers, 'accept-language': language },
          payload: body.payload.subarray(0, cut),
        });
        expect(response.statusCode, `${method} ${url} cut at ${cut}: ${response.body}`).toBe(400);
        expect(response.json().code).toBe('UPLOAD_INCOMPLETE');
        expect(response.json().message).toBe(
          {
            en: 'The upload arrived cut off or damaged (the connection may have dropped); nothing was kept: send it again',
            fr: 'L’envoi est arrivé coupé ou abîmé (la connexion a peut-être été interrompue) ; rien n’a été gardé : envoyez-le à nouveau',
            it: 'L’invio è arrivato interrotto o danneggiato (forse la connessione è caduta); non è stato tenuto nulla: invialo di nuovo',
          }[language],
        );
      }
    }
    expect(await storedFiles()).toEqual([]);
    expect(await documentRows(t)).toEqual([]);
    expect((await t.database.db.select().from(quotes)).map((row) => [row.id, row.content, row.image])).toEqual([
      [quoteId, 'The scholarship paid my studies.', null],
    ]);
    expect((await t.injectAs(student, { method: 'GET', url: '/api/users/me' })).json().data.avatar).toBeNull();
  });

  it('keeps nothing when the connection itself drops mid-file, and logs no failure', async () => {
    t.log.length = 0;
    for (const { who, method, url, body } of await uploads()) {
      await dropMidway(t.app, {
        method,
        url,
        headers: { ...body.headers, authorization: `Bearer ${who.token}` },
        head: body.payload.subarray(0, cuts(body.payload)[0]),
        length: body.payload.length,
      });
    }
    expect(await storedFiles()).toEqual([]);
    expect(await documentRows(t)).toEqual([]);
    const failures = t.log.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
    expect(failures).toEqual([]);
  });

  it('still takes the same bodies whole', async () => {
    for (const { who, method, url, body } of await uploads()) {
      const response = await t.injectAs(who, { method, url, ...body });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
    // Three documents and their thumbnails, an avatar, the new quote's image and the replaced quote's image.
    expect(await storedFiles()).toHaveLength(9);
  });
});
