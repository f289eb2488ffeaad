import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { answerBeforeRest } from '../upload-wire.ts';
import { documentRows, documentsFixtures, multipart, pdf, pngWithExif, storedFiles, upload } from './helpers.ts';

/**
 * How much one person may send in an hour, and how much one application may hold, with limits small enough to
 * reach in a test (the defaults are far beyond any real application: decision 405).
 */
const kb = (n: number) => pdf('x'.repeat(n * 1024 - 200));

/**
 * The fields of a document form and its file's first bytes (the parser holds back a boundary's length before it
 * hands a part over); and the whole body's length, which the request announces.
 */
function formHead(fields: Record<string, string | number>, file: Buffer) {
  const whole = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    { name: 'file', filename: 'scan.pdf', type: 'application/pdf', content: file },
  ]);
  const fileStart = whole.payload.indexOf('%PDF');
  return { head: whole.payload.subarray(0, fileStart + 64), length: whole.payload.length, headers: whole.headers };
}

describe('files one person may send in an hour', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof documentsFixtures>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '0.01', UPLOADS_PER_HOUR: '4', UPLOAD_MB_PER_HOUR: '0.03' } });
    f = await documentsFixtures(t);
  });
  afterAll(async () => t?.close());

  const send = (user: TestUser, applicationId: number, content: Buffer, language = 'en') =>
    t.injectAs(user, {
      method: 'POST',
      url: '/api/documents',
      ...multipart([
        { name: 'applicationId', value: String(applicationId) },
        { name: 'typeId', value: String(f.types.optional.id) },
        { name: 'file', filename: 'scan.pdf', type: 'application/pdf', content },
      ]),
      headers: { ...multipart([]).headers, 'accept-language': language },
    });

  it('refuses the file past the count with a 429, Retry-After and a translated message, keeping nothing', async () => {
    const { user, application } = await f.applicant();
    for (let index = 0; index < 4; index += 1)
      expect((await send(user, application.id, pdf(`page ${index}`))).statusCode).toBe(201);
    const refused = await send(user, application.id, pdf('one too many'), 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Vous avez envoyé un très grand nombre de fichiers dans l’heure ; vous pourrez en envoyer d’autres dans 60 min',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await documentRows(t)).toHaveLength(4);
    expect(await storedFiles(t)).toHaveLength(4);

    // The same allowance whatever the upload: an avatar too.
    const avatar = await t.injectAs(user, {
      method: 'PATCH',
      url: '/api/users/avatar',
      ...multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', content: await pngWithExif() }]),
    });
    expect(avatar.statusCode).toBe(429);

    // Before the file is read: the answer comes while its bytes are still to be sent.
    const { head, length, headers } = formHead({ applicationId: application.id, typeId: f.types.optional.id }, pdf());
    const early = await answerBeforeRest(t.app, {
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, authorization: `Bearer ${user.token}` },
      head,
      length,
    });
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBeDefined();
  });

  it('counts each person on their own', async () => {
    const { user, application } = await f.applicant();
    expect((await send(user, application.id, pdf())).statusCode).toBe(201);
  });

  it('refuses the bytes past the hour’s allowance before reading the file', async () => {
    const { user, application } = await f.applicant();
    const before = await documentRows(t);
    for (let index = 0; index < 3; index += 1) expect((await send(user, application.id, kb(9))).statusCode).toBe(201);
    const { head, length, headers } = formHead({ applicationId: application.id, typeId: f.types.optional.id }, kb(9));
    const early = await answerBeforeRest(t.app, {
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, authorization: `Bearer ${user.token}`, 'accept-language': 'it' },
      head,
      length,
    });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Hai inviato moltissimi file nell’ultima ora; potrai inviarne altri tra 60 min');
    expect(await documentRows(t)).toHaveLength(before.length + 3);
    expect(await storedFiles(t)).toHaveLength(before.length + 3);
  });
});

describe('the documents of one application together', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof documentsFixtures>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '0.05', MAX_APPLICATION_MB: '0.1' } });
    f = await documentsFixtures(t);
  });
  afterAll(async () => t?.close());

  it('refuse a file that would pass the total with a 409 naming it, before reading it, keeping nothing', async () => {
    const { user, application } = await f.applicant();
    const fields = { applicationId: application.id, typeId: f.types.optional.id };
    for (let index = 0; index < 2; index += 1)
      expect((await upload(t, user, fields, [{ content: kb(40) }])).statusCode).toBe(201);

    const { head, length, headers } = formHead(fields, kb(40));
    const early = await answerBeforeRest(t.app, {
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, authorization: `Bearer ${user.token}`, 'accept-language': 'fr' },
      head,
      length,
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'Les pièces d’une candidature peuvent occuper au plus 0.1 Mo en tout, et ce fichier dépasserait cette limite : supprimez une pièce dont vous n’avez plus besoin, ou envoyez un fichier plus petit',
    });

    // A form that names the application after its file is judged once read: refused all the same.
    const late = await t.injectAs(user, {
      method: 'POST',
      url: '/api/documents',
      ...multipart([
        { name: 'file', filename: 'scan.pdf', type: 'application/pdf', content: kb(40) },
        { name: 'applicationId', value: String(application.id) },
        { name: 'typeId', value: String(f.types.optional.id) },
      ]),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/at most 0.1 MB together/);
    expect(await documentRows(t)).toHaveLength(2);
    expect(await storedFiles(t)).toHaveLength(2);
  });

  it('still take a file that fits, and another application keeps its own total', async () => {
    const [first] = await documentRows(t);
    const owner = first!.applicationId;
    const { user } = await f.applicant();
    expect((await upload(t, user, { typeId: f.types.optional.id }, [{ content: kb(40) }])).statusCode).toBe(201);
    expect((await upload(t, user, { typeId: f.types.optional.id }, [{ content: kb(40) }])).statusCode).toBe(201);
    expect((await upload(t, user, { typeId: f.types.optional.id }, [{ content: kb(10) }])).statusCode).toBe(201);
    expect((await documentRows(t)).filter((row) => row.applicationId === owner)).toHaveLength(2);
  });
});
