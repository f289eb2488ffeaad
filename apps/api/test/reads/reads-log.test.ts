import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationReads, applications, evaluationConflicts, sessions, users } from '../../src/db/schema/index.ts';
import { documentLink } from '../../src/modules/documents/document-link.ts';
import { SAME_READ_MINUTES } from '../../src/modules/reads/reads.repository.ts';
import { documentsFixtures, pdf, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

/**
 * Who on the committee read an application: every opening of it by a staff member, of its documents' list and of a
 * file of it is logged with their name and role as they were; nothing the applicant reads of their own is; an
 * administrator sees the log at once, the applicant once the session's decisions are published (decision 561).
 */
let t: TestApp;
let fixtures: Awaited<ReturnType<typeof documentsFixtures>>;
let admin: TestUser;
let evaluator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await documentsFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  evaluator = await t.createUser({ role: 'EVALUATOR' });
});
afterAll(async () => t?.close());

const get = (who: TestUser | null, url: string, lang = 'en') =>
  t.injectAs(who, { method: 'GET', url, headers: { 'accept-language': lang } });
const pathOf = (url: string) => new URL(url, 'http://portal.test');

/** An application with a document: its owner, its id, the file's stored name and the addresses of its reads. */
async function applicationWithFile() {
  const { user, application } = await fixtures.applicant();
  const sent = await upload(t, user, { typeId: fixtures.types.birth.id, applicationId: application.id }, [
    { content: pdf() },
  ]);
  expect(sent.statusCode, sent.body).toBe(201);
  const id = application.id;
  const file = pathOf(sent.json().data.url).pathname.split('/').pop()!;
  return {
    owner: user,
    id,
    file,
    application: `/api/applications/${id}`,
    documents: `/api/documents/application/${id}`,
    withToken: `/api/files/documents/${file}`,
    thumbnail: `/api/files/documents/${file}/thumbnail`,
    reads: `/api/applications/${id}/reads`,
    /** The file's link in the documents' list as `who` is handed it. */
    link: async (who: TestUser) => String((await get(who, `/api/documents/application/${id}`)).json().data[0].url),
  };
}
/** The log of an application, oldest first, as stored. */
const logOf = (id: number) =>
  t.database.db
    .select()
    .from(applicationReads)
    .where(eq(applicationReads.applicationId, id))
    .orderBy(asc(applicationReads.id));
const linesOf = async (id: number) =>
  (await logOf(id)).map((row) => `${row.readerId} ${row.what}${row.documentId === null ? '' : ' document'}`);

/** Forgets when the log's lines were written, as if the reads were older than the window of a repeated read. */
const ageLog = (id: number) =>
  t.database.db
    .update(applicationReads)
    .set({ at: new Date(Date.now() - (SAME_READ_MINUTES + 1) * 60_000) })
    .where(eq(applicationReads.applicationId, id));

async function expectRead(who: TestUser | null, url: string, status = 200) {
  const response = await get(who, url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(status);
  return response;
}

describe('the reads log', () => {
  it("records a staff member's opening of the application, its documents' list and a file, by link or token", async () => {
    const s = await applicationWithFile();
    for (const reader of [admin, evaluator]) {
      await expectRead(reader, s.application);
      await expectRead(reader, s.documents);
      await expectRead(null, await s.link(reader));
      await ageLog(s.id);
      await expectRead(reader, s.withToken);
    }
    expect(await linesOf(s.id)).toEqual(
      [admin, evaluator].flatMap((reader) => [
        `${reader.id} APPLICATION`,
        `${reader.id} DOCUMENTS`,
        `${reader.id} FILE document`,
        `${reader.id} FILE document`,
      ]),
    );
    const rows = await logOf(s.id);
    const named = async (who: TestUser) => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
      return { readerName: `${row!.firstName} ${row!.lastName}`, readerRole: row!.role };
    };
    expect(rows[0]).toMatchObject(await named(admin));
    expect(rows.at(-1)).toMatchObject(await named(evaluator));
    const [document] = (await get(s.owner, s.documents)).json().data;
    expect(rows.filter((row) => row.what === 'FILE').every((row) => row.documentId === document.id)).toBe(true);
  });

  it('records nothing the applicant reads of their own, nor thumbnails, nor the parts read beside the application', async () => {
    const s = await applicationWithFile();
    for (const url of [s.application, s.documents, s.withToken, s.thumbnail, await s.link(s.owner)])
      await expectRead(s.owner, url);
    const thumbnailLink = (await get(admin, s.documents)).json().data[0].thumbnailUrl;
    await ageLog(s.id);
    await expectRead(null, thumbnailLink);
    await expectRead(admin, s.thumbnail);
    await expectRead(admin, `/api/applications/${s.id}/applicant`);
    await expectRead(admin, `/api/applications/${s.id}/score`);
    await expectRead(admin, `/api/school-results/application/${s.id}`);
    expect(await linesOf(s.id)).toEqual([`${admin.id} DOCUMENTS`]);
    // The owner's link names no reader: it opens the file, and logs nothing, whoever follows it.
    expect(pathOf(await s.link(s.owner)).searchParams.has('reader')).toBe(false);
  });

  it('keeps one line for a reload within a few minutes, and a line for each reader and each file', async () => {
    const s = await applicationWithFile();
    const second = await upload(t, s.owner, { typeId: fixtures.types.optional.id, applicationId: s.id }, [
      { content: pdf('second') },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    for (let i = 0; i < 3; i++) await expectRead(admin, s.application);
    await expectRead(evaluator, s.application);
    const links = (await get(admin, s.documents)).json().data.map((document: { url: string }) => document.url);
    for (const link of [...links, ...links]) await expectRead(null, link);
    expect(await linesOf(s.id)).toEqual([
      `${admin.id} APPLICATION`,
      `${evaluator.id} APPLICATION`,
      `${admin.id} DOCUMENTS`,
      `${admin.id} FILE document`,
      `${admin.id} FILE document`,
    ]);
    expect(new Set((await logOf(s.id)).map((row) => row.documentId)).size).toBe(3);
    await ageLog(s.id);
    await expectRead(admin, s.application);
    expect(await linesOf(s.id)).toHaveLength(6);
    expect((await linesOf(s.id)).at(-1)).toBe(`${admin.id} APPLICATION`);
  });

  it('records nothing for an evaluator who declared a conflict, whose links to its files stop opening (404)', async () => {
    const s = await applicationWithFile();
    const link = await s.link(evaluator);
    expect(await linesOf(s.id)).toEqual([`${evaluator.id} DOCUMENTS`]);
    await t.database.db
      .insert(evaluationConflicts)
      .values({ applicationId: s.id, evaluatorId: evaluator.id, reason: 'My cousin' });
    await ageLog(s.id);
    for (const url of [s.application, s.documents, s.withToken]) await expectRead(evaluator, url, 404);
    await expectRead(null, link, 404);
    expect(await linesOf(s.id)).toEqual([`${evaluator.id} DOCUMENTS`]);
    // An administrator in conflict reads on, and is logged.
    await t.database.db
      .insert(evaluationConflicts)
      .values({ applicationId: s.id, evaluatorId: admin.id, reason: 'Me' });
    await expectRead(admin, s.application);
    expect((await linesOf(s.id)).at(-1)).toBe(`${admin.id} APPLICATION`);
  });

  it("refuses a staff member's link followed with another reader or none (403), and one no longer staff's (404)", async () => {
    const s = await applicationWithFile();
    const link = pathOf(await s.link(evaluator));
    const other = new URL(link);
    other.searchParams.set('reader', String(admin.id));
    const none = new URL(link);
    none.searchParams.delete('reader');
    for (const url of [other, none]) await expectRead(null, `${url.pathname}${url.search}`, 403);
    await t.database.db.update(users).set({ role: 'STUDENT' }).where(eq(users.id, evaluator.id));
    await ageLog(s.id);
    await expectRead(null, `${link.pathname}${link.search}`, 404);
    await t.database.db.update(users).set({ role: 'EVALUATOR' }).where(eq(users.id, evaluator.id));
    expect(await linesOf(s.id)).toEqual([`${evaluator.id} DOCUMENTS`]);
  });

  it("records a transcript's opening by an administrator from the beneficiary's year", async () => {
    const s = await applicationWithFile();
    // A beneficiary's year lists the transcripts with links made as the documents' are.
    const link = pathOf(documentLink(t.app, { filename: s.file, reader: admin.id }));
    await expectRead(null, `${link.pathname}${link.search}`);
    expect(await linesOf(s.id)).toEqual([`${admin.id} FILE document`]);
  });
});

describe('the reads of an application that goes', () => {
  it('go when its applicant cancels it, and when their account is deleted (the application stays, unread)', async () => {
    const cancelled = await applicationWithFile();
    await expectRead(admin, cancelled.application);
    const cancel = await t.injectAs(cancelled.owner, { method: 'DELETE', url: cancelled.application });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await logOf(cancelled.id)).toEqual([]);

    const [kept, other] = [await applicationWithFile(), await applicationWithFile()];
    for (const s of [kept, other]) await expectRead(admin, s.application);
    const gone = await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${kept.owner.id}` });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await t.database.db.select().from(applications).where(eq(applications.id, kept.id))).toHaveLength(1);
    expect(await logOf(kept.id)).toEqual([]);
    expect(await linesOf(other.id)).toEqual([`${admin.id} APPLICATION`]);
  });
});

describe('GET /applications/{id}/reads', () => {
  const nameOf = async (who: TestUser) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
    return `${row!.firstName} ${row!.lastName}`;
  };

  it('shows administrators every read, newest first, with the name and role the reader had', async () => {
    const s = await applicationWithFile();
    const reader = await t.createUser({ role: 'EVALUATOR' });
    const readerName = await nameOf(reader);
    await expectRead(reader, s.application);
    await t.database.db
      .update(applicationReads)
      .set({ at: new Date(Date.now() - 60_000) })
      .where(eq(applicationReads.applicationId, s.id));
    await expectRead(admin, s.documents);
    // The reader changes name and role, then goes: the line still reads as it was.
    await t.database.db.update(users).set({ firstName: 'Renamed', role: 'ADMIN' }).where(eq(users.id, reader.id));
    const gone = await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${reader.id}` });
    expect(gone.statusCode, gone.body).toBe(204);
    const answer = (await expectRead(admin, s.reads)).json();
    expect(answer).toEqual({
      data: [
        { readerName: await nameOf(admin), readerRole: 'ADMIN', at: expect.any(String), what: 'DOCUMENTS' },
        { readerName, readerRole: 'EVALUATOR', at: expect.any(String), what: 'APPLICATION' },
      ],
      withheld: null,
    });
    expect(Date.parse(answer.data[0].at)).toBeGreaterThan(Date.parse(answer.data[1].at));
    // Reading the log is not a read of the application.
    expect(await logOf(s.id)).toHaveLength(2);
  });

  it('answers an evaluator 403, another student 404, nobody 401, and a malformed id 400 naming it', async () => {
    const s = await applicationWithFile();
    await expectRead(evaluator, s.reads, 403);
    await expectRead(await t.createUser(), s.reads, 404);
    await expectRead(null, s.reads, 401);
    await expectRead(admin, '/api/applications/999999/reads', 404);
    const malformed = await get(admin, '/api/applications/abc/reads', 'fr');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.map((error: { field: string }) => error.field)).toEqual(['id']);
  });

  // Last: it closes the file's session.
  it('shows the applicant how many reads wait until the decisions are published, then every one of them', async () => {
    const s = await applicationWithFile();
    expect((await expectRead(s.owner, s.reads)).json()).toEqual({
      data: [],
      withheld: { count: 0, publicationDate: null },
    });
    await expectRead(admin, s.application);
    await expectRead(evaluator, s.documents);
    await t.database.db
      .update(sessions)
      .set({ publicationDate: '2027-07-15' })
      .where(eq(sessions.id, fixtures.session.id));
    expect((await expectRead(s.owner, s.reads)).json()).toEqual({
      data: [],
      withheld: { count: 2, publicationDate: '2027-07-15' },
    });
    // Administrators see them meanwhile.
    expect((await expectRead(admin, s.reads)).json().data).toHaveLength(2);
    await fixtures.closeSession(fixtures.session.id);
    expect((await expectRead(s.owner, s.reads)).json()).toEqual({
      data: [
        { readerName: await nameOf(evaluator), readerRole: 'EVALUATOR', at: expect.any(String), what: 'DOCUMENTS' },
        { readerName: await nameOf(admin), readerRole: 'ADMIN', at: expect.any(String), what: 'APPLICATION' },
      ],
      withheld: null,
    });
  });
});
