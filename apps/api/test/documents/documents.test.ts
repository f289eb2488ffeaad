import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedBytes as storedFile } from '../stored-files.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import {
  documentRows,
  documentsFixtures,
  expectCreated,
  jpegWithExif,
  pdf,
  pngWithExif,
  storedFiles,
  upload,
} from './helpers.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof documentsFixtures>>;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  f = await documentsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const storedBytes = (url: string) => storedFile(t, 'documents', fileOf(url));
const fileOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

describe('sending a document', () => {
  it('re-encodes a JPEG and a PNG without their metadata', async () => {
    const { user } = await f.applicant();
    const jpeg = await jpegWithExif();
    const png = await pngWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const sentJpeg = await upload(t, user, { typeId: f.types.transcripts.id }, [
      { content: jpeg, filename: 'photo.jpg', type: 'image/jpeg' },
    ]);
    const sentPng = await upload(t, user, { typeId: f.types.transcripts.id }, [
      { content: png, filename: 'scan.png', type: 'image/png' },
    ]);
    expectCreated(sentJpeg);
    expectCreated(sentPng);
    for (const [response, format] of [
      [sentJpeg, 'jpeg'],
      [sentPng, 'png'],
    ] as const) {
      const document = response.json().data;
      expect(document).toMatchObject({ typeId: f.types.transcripts.id, contentType: `image/${format}` });
      const stored = await storedBytes(document.url);
      expect(stored.length).toBe(document.size);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('Jane Doe')).toBe(false);
    }
  });

  it('keeps a PDF byte for byte, and says so in the answer', async () => {
    const { user, application } = await f.applicant();
    const bytes = pdf();
    const response = await upload(t, user, { typeId: f.types.birth.id }, [{ content: bytes, filename: 'acte.pdf' }]);
    expectCreated(response);
    const document = response.json().data;
    expect(document).toMatchObject({
      applicationId: application.id,
      typeId: f.types.birth.id,
      contentType: 'application/pdf',
      size: bytes.length,
      originalName: 'acte.pdf',
    });
    expect(new Date(document.uploaded).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await storedBytes(document.url)).equals(bytes)).toBe(true);
    expect(fileOf(document.url)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('refuses an HTML page renamed .pdf (415), keeping nothing', async () => {
    const { user } = await f.applicant();
    const [files, rows] = [(await storedFiles(t)).length, (await documentRows(t)).length];
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    const response = await upload(t, user, { typeId: f.types.birth.id }, [{ content: html, filename: 'acte.pdf' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: [{ field: 'file' }] });
    expect(response.json().message).toBe('Only PDF, JPEG and PNG files are accepted');
    expect((await storedFiles(t)).length).toBe(files);
    expect((await documentRows(t)).length).toBe(rows);
  });

  it('refuses a PNG that does not decode, and a truncated PDF', async () => {
    const { user } = await f.applicant();
    const png = await pngWithExif();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 1)]);
    for (const content of [broken, pdf().subarray(0, 60)]) {
      const response = await upload(t, user, { typeId: f.types.transcripts.id }, [{ content }]);
      expect(response.statusCode).toBe(415);
    }
  });

  it('refuses a file over the limit while it streams (413), leaving no file and no row', async () => {
    const { user } = await f.applicant();
    const [files, rows] = [(await storedFiles(t)).length, (await documentRows(t)).length];
    const big = Buffer.concat([pdf(), Buffer.alloc(t.config.maxUploadBytes, 0x20)]);
    const response = await upload(t, user, { typeId: f.types.birth.id }, [{ content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await storedFiles(t)).length).toBe(files);
    expect((await documentRows(t)).length).toBe(rows);
  });

  it('refuses what the fields already rule out before reading the file: a wrong type or a second copy', async () => {
    const { user, application } = await f.applicant(true);
    expectCreated(
      await upload(t, user, { applicationId: application.id, typeId: f.types.birth.id }, [{ content: pdf() }]),
    );
    // Files too large to be read: an answer other than 413 shows the refusal came before the file.
    const big = Buffer.concat([pdf(), Buffer.alloc(t.config.maxUploadBytes, 0x20)]);
    const wrongType = await upload(t, user, { applicationId: application.id, typeId: f.types.bulletin.id }, [
      { content: big },
    ]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors).toEqual([expect.objectContaining({ field: 'typeId' })]);
    const secondCopy = await upload(t, user, { applicationId: application.id, typeId: f.types.birth.id }, [
      { content: big },
    ]);
    expect(secondCopy.statusCode).toBe(409);
    // Without the application named before the file, the fields could still change: the file is read, then judged.
    const unnamed = await upload(t, user, { typeId: f.types.birth.id }, [{ content: big }]);
    expect(unnamed.statusCode).toBe(413);
  });

  it('refuses a second copy of a type that allows one (409), also when sent together', async () => {
    const { user } = await f.applicant();
    expectCreated(await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]));
    const again = await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    const { user: other } = await f.applicant();
    const two = await upload(
      t,
      other,
      { typeId: f.types.birth.id },
      [
        { name: 'files', content: pdf() },
        { name: 'files', content: pdf() },
      ],
      '/api/documents/multiple',
    );
    expect(two.statusCode).toBe(409);
  });

  it('keeps several files of a type that allows them, all or none', async () => {
    const { user } = await f.applicant();
    const files = [
      { name: 'files', content: pdf('one') },
      { name: 'files', content: await jpegWithExif(), type: 'image/jpeg' },
    ];
    const response = await upload(t, user, { typeId: f.types.transcripts.id }, files, '/api/documents/multiple');
    expectCreated(response);
    expect(response.json().data.map((d: { contentType: string }) => d.contentType)).toEqual([
      'application/pdf',
      'image/jpeg',
    ]);
    const before = (await storedFiles(t)).length;
    const mixed = [
      { name: 'files', content: pdf('two') },
      { name: 'files', content: Buffer.from('<html></html>') },
    ];
    const refused = await upload(t, user, { typeId: f.types.transcripts.id }, mixed, '/api/documents/multiple');
    expect(refused.statusCode).toBe(415);
    expect((await storedFiles(t)).length).toBe(before);
    const mine = await t.injectAs(user, { method: 'GET', url: '/api/documents' });
    expect(mine.json().data).toHaveLength(2);
  });

  it('refuses a type meant for the other audience or the other kind of application (400 on typeId)', async () => {
    const { user: student } = await f.applicant(true);
    const { user: pupil } = await f.applicant(false);
    const { user: undecided } = await f.applicant(null);
    const cases: [TestUser, number, string][] = [
      [student, f.types.bulletin.id, 'documents.otherAudience'],
      [pupil, f.types.transcripts.id, 'documents.otherAudience'],
      [undecided, f.types.transcripts.id, 'documents.audienceUnknown'],
      [student, f.types.unchanged.id, 'documents.otherApplicationType'],
      [student, 2_000_000, 'validation.unknownReference'],
    ];
    for (const [user, typeId, code] of cases) {
      const response = await upload(t, user, { typeId }, [{ content: pdf() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([expect.objectContaining({ field: 'typeId', code })]);
    }
  });

  it('names the missing field or file', async () => {
    const { user } = await f.applicant();
    const noType = await upload(t, user, {}, [{ content: pdf() }]);
    expect(noType.json().fieldErrors).toEqual([expect.objectContaining({ field: 'typeId' })]);
    const noFile = await upload(t, user, { typeId: f.types.birth.id }, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual([expect.objectContaining({ field: 'file' })]);
  });

  it('goes to the current application by default, and to none without one', async () => {
    const nobodyApplied = await t.createUser();
    const response = await upload(t, nobodyApplied, { typeId: f.types.birth.id }, [{ content: pdf() }]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('You have no application to the current session');
    expect((await t.injectAs(nobodyApplied, { method: 'GET', url: '/api/documents' })).json().data).toEqual([]);
  });
});

describe('whose documents', () => {
  it('hides a student’s documents from another student (404: list, delete, file), lets administrators read', async () => {
    const { user: owner, application } = await f.applicant();
    const { user: other, application: otherApplication } = await f.applicant();
    const sent = (await upload(t, owner, { typeId: f.types.birth.id }, [{ content: pdf() }])).json().data;
    const asOther = (method: 'GET' | 'DELETE', url: string) => t.injectAs(other, { method, url });
    expect((await asOther('GET', `/api/documents/application/${application.id}`)).statusCode).toBe(404);
    expect((await asOther('DELETE', `/api/documents/${sent.id}`)).statusCode).toBe(404);
    expect((await asOther('GET', `/api/files/documents/${fileOf(sent.url)}`)).statusCode).toBe(404);
    const intoOther = await upload(t, other, { typeId: f.types.birth.id, applicationId: application.id }, [
      { content: pdf() },
    ]);
    expect(intoOther.statusCode).toBe(404);
    expect((await asOther('GET', `/api/documents/application/${otherApplication.id}`)).json().data).toEqual([]);

    const read = await t.injectAs(admin, { method: 'GET', url: `/api/documents/application/${application.id}` });
    expect(read.json().data.map((d: { id: number }) => d.id)).toEqual([sent.id]);
    const withToken = await t.injectAs(admin, { method: 'GET', url: `/api/files/documents/${fileOf(sent.url)}` });
    expect(withToken.statusCode).toBe(200);
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/documents/${sent.id}` })).statusCode).toBe(403);
    expect(
      (await upload(t, admin, { typeId: f.types.birth.id, applicationId: application.id }, [{ content: pdf() }]))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs(null, { method: 'GET', url: `/api/files/documents/${fileOf(sent.url)}` })).statusCode,
    ).toBe(401);
  });

  it('lets the owner delete a document, and its file goes with it', async () => {
    const { user } = await f.applicant();
    const sent = (await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }])).json().data;
    expect(await storedFiles(t)).toContain(fileOf(sent.url));
    const removed = await t.injectAs(user, { method: 'DELETE', url: `/api/documents/${sent.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await storedFiles(t)).not.toContain(fileOf(sent.url));
    expect((await t.injectAs(user, { method: 'DELETE', url: `/api/documents/${sent.id}` })).statusCode).toBe(404);
    expectCreated(await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]));
  });

  it('follows the application’s lock (409 APPLICATION_LOCKED) for sending and deleting', async () => {
    const { user, application } = await f.applicant();
    const sent = (await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }])).json().data;
    await f.decide(application.id, { submitted: true });
    const more = await upload(t, user, { typeId: f.types.transcripts.id }, [{ content: pdf() }]);
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('APPLICATION_LOCKED');
    const removed = await t.injectAs(user, { method: 'DELETE', url: `/api/documents/${sent.id}` });
    expect(removed.json().code).toBe('APPLICATION_LOCKED');
    expect(await storedFiles(t)).toContain(fileOf(sent.url));
  });
});

describe('the documents step', () => {
  it('is complete once every required type for the applicant is there, and only then', async () => {
    const { user, application } = await f.applicant(false);
    const complete = () =>
      t.injectAs(user, {
        method: 'PATCH',
        url: `/api/applications/${application.id}/steps/complete/DOCUMENTS`,
        payload: {},
      });
    const missing = await complete();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual([
      `DOCUMENTS.types.${f.types.birth.id}`,
      `DOCUMENTS.types.${f.types.bulletin.id}`,
    ]);
    const french = await t.injectAs(user, {
      method: 'PATCH',
      url: `/api/applications/${application.id}/steps/complete/DOCUMENTS`,
      payload: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().fieldErrors[0].message).toBe('Envoyez votre pièce « Birth certificate (fr) »');
    expectCreated(await upload(t, user, { typeId: f.types.birth.id }, [{ content: pdf() }]));
    expectCreated(await upload(t, user, { typeId: f.types.bulletin.id }, [{ content: pdf() }]));
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.steps.DOCUMENTS).toBe('COMPLETED');
  });

  it('is checked again at submission', async () => {
    const { user, application } = await f.applicant(true);
    const submit = await t.injectAs(user, {
      method: 'POST',
      url: `/api/applications/${application.id}/submit`,
      payload: { declaration: true },
    });
    expect(submit.statusCode).toBe(400);
    const fields = submit.json().fieldErrors.map((e: { field: string }) => e.field);
    expect(fields).toContain(`DOCUMENTS.types.${f.types.birth.id}`);
    expect(fields).toContain(`DOCUMENTS.types.${f.types.transcripts.id}`);
    expect(fields).not.toContain(`DOCUMENTS.types.${f.types.bulletin.id}`);
  });
});
