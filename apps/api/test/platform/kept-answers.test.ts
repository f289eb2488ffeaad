import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { documentTypes } from '../../src/db/schema/index.ts';
import { readyToSubmit } from '../applications/complete-application.ts';
import { applyingFixtures } from '../applications/fixtures.ts';
import { pdf, upload } from '../documents/helpers.ts';
import { runsFixtures } from '../review/runs-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const get = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  t.injectAs(user, { method: 'GET', url: `/api${url}`, headers: { 'accept-language': 'en', ...headers } });
const write = async (user: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const answer = await t.injectAs(user, { method, url: `/api${url}`, payload });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer;
};
const stats = () => t.app.keptAnswers!.stats();
/** Reads `url` and tells whether the answer came from memory. */
async function read(user: TestUser | null, url: string, headers: Record<string, string> = {}) {
  const found = stats().found;
  const answer = await get(user, url, headers);
  return { answer, data: answer.json().data, fromMemory: stats().found > found };
}
const current = (user: TestUser) => read(user, '/applications/user/current');

describe('kept answers of signed-in reads', () => {
  it("keeps a student's current application, each student's their own, until any write of the database", async () => {
    const fixtures = applyingFixtures(t);
    const session = await fixtures.session();
    const [first, second] = [await t.createUser(), await t.createUser()];
    const [mine, theirs] = [await fixtures.apply(first, session.id), await fixtures.apply(second, session.id)];

    const asked = await current(first);
    expect(asked).toMatchObject({ fromMemory: false, data: { id: mine.id, userId: first.id } });
    const again = await current(first);
    expect(again.fromMemory).toBe(true);
    expect(again.answer.body).toBe(asked.answer.body);
    // Another student asking the same URL gets their own application, never the first one's.
    expect(await current(second)).toMatchObject({ fromMemory: false, data: { id: theirs.id, userId: second.id } });
    expect(await current(second)).toMatchObject({ fromMemory: true, data: { id: theirs.id, userId: second.id } });
    expect((await current(first)).data.userId).toBe(first.id);

    // A step saved.
    await write(first, 'PATCH', `/applications/${mine.id}/motivation`, { motivation: 'My first words' });
    expect(await current(first)).toMatchObject({ fromMemory: false, data: { motivation: 'My first words' } });
    expect((await current(first)).fromMemory).toBe(true);

    // A write through the database handle that no repository names: counted all the same.
    await t.database.db.execute(sql`update applications set desired_option = 'Written by hand' where id = ${mine.id}`);
    expect(await current(first)).toMatchObject({ fromMemory: false, data: { desiredOption: 'Written by hand' } });

    // A document sent, then deleted: the next read asks the database again.
    const [type] = await t.database.db
      .insert(documentTypes)
      .values({ name: { en: 'Other', fr: 'Autre', it: 'Altro' }, required: false, allowMultiple: true })
      .returning();
    await current(first);
    const sent = await upload(t, first, { applicationId: mine.id, typeId: type!.id }, [{ content: pdf() }]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await current(first)).fromMemory).toBe(false);
    await write(first, 'DELETE', `/documents/${sent.json().data.id}`);
    expect((await current(first)).fromMemory).toBe(false);

    // Every step filled, then the submission.
    await readyToSubmit(t, first, mine.id);
    expect((await current(first)).data.steps).toMatchObject({ DOCUMENTS: 'COMPLETED', RATING: 'COMPLETED' });
    await write(first, 'POST', `/applications/${mine.id}/submit`, { declaration: true });
    expect(await current(first)).toMatchObject({ fromMemory: false, data: { submitted: true } });

    // The committee's decision is the applicant's only once the session closes; then no session is current.
    await write(admin, 'PATCH', `/applications/${mine.id}/approbation`, { status: 'APPROVED' });
    expect(await current(first)).toMatchObject({ fromMemory: false, data: { status: 'PENDING' } });
    await write(admin, 'PUT', `/sessions/${session.id}/status/CLOSED`);
    expect(await current(first)).toMatchObject({ fromMemory: false, data: null });
    expect((await read(first, `/applications/${mine.id}`)).data.status).toBe('APPROVED');
  });

  it("keeps the candidates list by language and query, and drops it on each of the committee's writes", async () => {
    const fixtures = runsFixtures(t);
    const session = await fixtures.session('NEW', { passScore: 10, candidatesToSelect: 1 });
    const good = await fixtures.applicant(session.id, { average: 15 });
    const weak = await fixtures.applicant(session.id, { average: 10 });
    const list = `/applications?filter=session.id:eq:${session.id}&page=0&size=25&sort=lastName,asc`;
    type Row = { id: number; eligible: boolean | null; nonEligibilityReasons: string[] } & Record<string, unknown>;
    const rowOf = (data: { content: Row[] }, id: number) => data.content.find((row) => row.id === id)!;

    expect((await read(admin, list, { 'accept-language': 'fr' })).fromMemory).toBe(false);
    expect((await read(admin, list, { 'accept-language': 'fr' })).fromMemory).toBe(true);
    // Another language, another query: other answers.
    expect((await read(admin, list)).fromMemory).toBe(false);
    expect((await read(admin, `${list}&search=nobody`)).data.content).toEqual([]);
    expect((await read(admin, list)).fromMemory).toBe(true);

    await write(admin, 'POST', `/applications/eligibility-check/${session.id}`);
    const inFrench = await read(admin, list, { 'accept-language': 'fr' });
    expect(inFrench.fromMemory).toBe(false);
    expect(rowOf(inFrench.data, weak.id).eligible).toBe(false);
    expect(rowOf(inFrench.data, weak.id).nonEligibilityReasons[0]).toBe(
      'Moyenne annuelle de 10/20 : il faut au moins 12/20',
    );
    const inEnglish = await read(admin, list);
    expect(rowOf(inEnglish.data, weak.id).nonEligibilityReasons[0]).toBe(
      'Annual average 10/20: at least 12/20 is required',
    );
    expect((await read(admin, list, { 'accept-language': 'fr' })).fromMemory).toBe(true);

    await write(admin, 'POST', `/applications/save-total-scores/${session.id}`);
    const scored = await read(admin, list);
    expect(scored.fromMemory).toBe(false);
    expect(rowOf(scored.data, good.id).totalScore).not.toBeNull();

    const before = rowOf((await read(admin, list)).data, good.id).totalScore as number;
    await write(admin, 'PATCH', `/applications/${good.id}/bonus`, { bonus: 2, bonusReason: 'Community work' });
    const bonused = rowOf((await read(admin, list)).data, good.id);
    expect(bonused).toMatchObject({ bonus: 2, bonusReason: 'Community work' });
    expect(bonused.totalScore).toBeGreaterThan(before);

    await write(admin, 'PATCH', `/applications/${good.id}/approbation`, { status: 'APPROVED' });
    expect(rowOf((await read(admin, list)).data, good.id).status).toBe('APPROVED');

    // Compressed as a miss is: same encoding negotiation, Vary, and the same text once unpacked; compressed once.
    const plain = await read(admin, list);
    expect(plain.answer.body.length).toBeGreaterThan(1024);
    const packed = await get(admin, list, { 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(String(packed.headers.vary)).toContain('accept-encoding');
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.answer.body);
    const bytes = stats().bytes;
    const packedAgain = await get(admin, list, { 'accept-encoding': 'gzip' });
    expect(packedAgain.rawPayload.equals(packed.rawPayload)).toBe(true);
    expect(stats().bytes).toBe(bytes);
  });

  it('keeps the own account and the users list until an account changes; a deactivated token is refused', async () => {
    const student = await t.createUser();
    const users = `/users?size=25&search=${student.username}`;
    expect((await read(student, '/users/me')).data.id).toBe(student.id);
    expect(await read(student, '/users/me')).toMatchObject({ fromMemory: true, data: { id: student.id } });
    // The administrator asking the same URL reads their own account.
    expect((await read(admin, '/users/me')).data.id).toBe(admin.id);
    expect((await read(admin, users)).data.content).toHaveLength(1);
    expect((await read(admin, users)).fromMemory).toBe(true);

    await write(student, 'PUT', '/users', { firstName: 'Ngozi', lastName: 'Fotso' });
    expect(await read(student, '/users/me')).toMatchObject({ fromMemory: false, data: { firstName: 'Ngozi' } });
    expect((await read(admin, users)).data.content[0]).toMatchObject({ firstName: 'Ngozi', lastName: 'Fotso' });

    await write(student, 'PUT', '/users/student', { town: 'Dschang' });
    expect((await read(student, '/users/me')).data.student).toMatchObject({ town: 'Dschang' });

    expect((await read(student, '/users/me')).fromMemory).toBe(true);
    await write(admin, 'PATCH', `/users/toggle-active/${student.id}`);
    const refused = await get(student, '/users/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_EXPIRED');
    expect((await read(admin, users)).data.content[0].active).toBe(false);
  });

  it('keeps no answer whose read overlapped a write', async () => {
    const fixtures = applyingFixtures(t);
    const session = await fixtures.session();
    const student = await t.createUser();
    const application = await fixtures.apply(student, session.id);
    const service = t.app.services.applications;
    const original = service.current;
    // The read has its row; a write commits before it is answered.
    service.current = async (...args) => {
      const answer = await original(...args);
      await t.database.db.execute(sql`update applications set motivation = 'Racing' where id = ${application.id}`);
      return answer;
    };
    try {
      const stored = stats().stored;
      expect((await current(student)).data.motivation).toBeNull();
      expect(stats().stored).toBe(stored);
    } finally {
      service.current = original;
    }
    expect(await current(student)).toMatchObject({ fromMemory: false, data: { motivation: 'Racing' } });
    await write(admin, 'PUT', `/sessions/${session.id}/status/CLOSED`);
  });

  it('keeps only the 200 answers of signed-in readers', async () => {
    const stored = stats().stored;
    expect((await get(admin, '/users?sort=password,asc')).statusCode).toBe(400);
    expect((await get(admin, '/users?sort=password,asc')).statusCode).toBe(400);
    expect((await get(null, '/users/me')).statusCode).toBe(401);
    const student = await t.createUser();
    expect((await get(student, '/users?size=25')).statusCode).toBe(403);
    expect(stats().stored).toBe(stored);
  });

  it('can be switched off', async () => {
    const off = await createTestApp({ env: { KEPT_ANSWERS: 'off' } });
    try {
      expect(off.app.keptAnswers).toBeUndefined();
      const student = await off.createUser();
      for (let i = 0; i < 2; i += 1) {
        const answer = await off.injectAs(student, { method: 'GET', url: '/api/users/me' });
        expect(answer.json().data.id).toBe(student.id);
      }
    } finally {
      await off.close();
    }
  });

  it.runIf(inject('testDb') === 'postgres')('hears the writes of another server on the same database', async () => {
    const student = await t.createUser();
    expect((await read(student, '/users/me')).data.firstName).toBe('Test');
    expect((await read(student, '/users/me')).fromMemory).toBe(true);
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const { name } = result.rows[0]!;
    const url = inject('postgresUrl').replace(/\/[^/]*$/, `/${name}`);
    const other = await openDatabase({ databaseUrl: url, durability: 'relaxed', hearOthers: true });
    try {
      const before = t.database.changes!.now();
      await other.db.execute(sql`update users set first_name = 'Elsewhere' where id = ${student.id}`);
      // The announcement went with the change's commit; it arrives here as soon as this process listens again.
      await vi.waitFor(() => expect(t.database.changes!.now()).toBeGreaterThan(before));
      expect(await read(student, '/users/me')).toMatchObject({ fromMemory: false, data: { firstName: 'Elsewhere' } });
    } finally {
      await other.close();
    }
  });
});
