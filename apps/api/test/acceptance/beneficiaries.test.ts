import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptances, sessions } from '../../src/db/schema/index.ts';
import { runSeeders } from '../../src/db/seeder.ts';
import { seeders } from '../../src/modules/index.ts';
import { pdf, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { readXlsx, sheetValues } from '../xlsx-reader.ts';
import { answer, placesFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let f: ReturnType<typeof placesFixtures>;
let sessionId: number;
let holder: { user: TestUser; id: number };
let declined: { user: TestUser; id: number };
const day = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  // The reference lists, the type of the transcripts among them.
  await runSeeders(seeders, t.database.db, t.config, t.app.log);
  f = placesFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  sessionId = await f.openSession();
  holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
  declined = await f.candidate(sessionId, { status: 'APPROVED', rank: 2 });
  await f.close(sessionId);
  // The year began 100 days ago: a third of the hours is expected, the first payments are due.
  await t.database.db
    .update(sessions)
    .set({ publishedAt: new Date(Date.now() - 100 * day) })
    .where(eq(sessions.id, sessionId));
  expect((await answer(t, holder.user, holder.id, { accept: true, commitment: true })).statusCode).toBe(200);
  expect((await answer(t, declined.user, declined.id, { accept: false })).statusCode).toBe(200);
});
afterAll(async () => t?.close());

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.injectAs(user, { method, url, payload, headers: { 'accept-language': lang } });

describe("the beneficiary's year", () => {
  it('is read by its holder and administrators, not by another student, and only for an accepted place', async () => {
    const year = await call(holder.user, 'GET', `/api/beneficiaries/${holder.id}`);
    expect(year.statusCode, year.body).toBe(200);
    const data = year.json().data;
    expect(data).toMatchObject({ applicationId: holder.id, hoursRequired: 100, validatedHours: 0, notRenewed: false });
    expect(data.schedule).toHaveLength(6);
    expect(data.schedule.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).toBe(650_000);
    expect(data.late).toEqual(expect.arrayContaining(['HOURS_BEHIND', 'PAYMENT_DUE']));
    expect((await call(admin, 'GET', `/api/beneficiaries/${holder.id}`)).statusCode).toBe(200);
    expect((await call(declined.user, 'GET', `/api/beneficiaries/${holder.id}`)).statusCode).toBe(404);
    expect((await call(declined.user, 'GET', `/api/beneficiaries/${declined.id}`)).statusCode).toBe(404);
  });

  it('takes service hours from the holder, refusing bad ones by field in the reader’s language', async () => {
    const url = `/api/beneficiaries/${holder.id}/hours`;
    const bad = [
      [{ date: today(), hours: 0, description: 'x' }, 'hours', 'Doit être supérieur à 0'],
      [{ date: today(), hours: -2, description: 'x' }, 'hours', 'Doit être supérieur à 0'],
      [{ date: today(), hours: 2, description: '  ' }, 'description', 'Ce champ est obligatoire'],
      [{ date: '2999-01-01', hours: 2, description: 'x' }, 'date', 'Ne peut pas être dans le futur'],
      [{ date: '2000-01-01', hours: 2, description: 'x' }, 'date', undefined],
    ] as const;
    for (const [payload, field, message] of bad) {
      const refused = await call(holder.user, 'POST', url, payload, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0].field).toBe(field);
      if (message) expect(refused.json().fieldErrors[0].message).toBe(message);
    }
    expect((await call(admin, 'POST', url, { date: today(), hours: 2, description: 'x' })).statusCode).toBe(403);
    expect((await call(declined.user, 'POST', url, { date: today(), hours: 2, description: 'x' })).statusCode).toBe(
      404,
    );
    const added = await call(holder.user, 'POST', url, { date: today(), hours: 20.5, description: 'Tutoring' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ hours: 20.5, validatedAt: null });
    const more = await call(holder.user, 'POST', url, { date: today(), hours: 20, description: 'Library' });
    expect(
      (await call(admin, 'POST', `/api/beneficiaries/${holder.id}/hours/${more.json().data.id}/validation`)).statusCode,
    ).toBe(200);
    expect((await call(holder.user, 'GET', `/api/beneficiaries/${holder.id}`)).json().data).toMatchObject({
      validatedHours: 20,
      late: expect.arrayContaining(['HOURS_BEHIND']),
    });

    // Only administrators validate; the total counts validated hours.
    const validate = `/api/beneficiaries/${holder.id}/hours/${added.json().data.id}/validation`;
    expect((await call(holder.user, 'POST', validate)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/api/beneficiaries/${holder.id}/hours/999999/validation`)).statusCode).toBe(404);
    const validated = await call(admin, 'POST', validate);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().data.validatedAt).not.toBeNull();
    const year = (await call(holder.user, 'GET', `/api/beneficiaries/${holder.id}`)).json().data;
    expect(year.validatedHours).toBe(40.5);
    expect(year.late).not.toContain('HOURS_BEHIND');
  });

  it('records payments by administrators only, once per due date, refusing an unknown operator by field', async () => {
    const url = `/api/beneficiaries/${holder.id}/payments`;
    const year = (await call(admin, 'GET', `/api/beneficiaries/${holder.id}`)).json().data;
    const first = year.schedule[0];
    const payment = {
      dueDate: first.dueDate,
      amount: first.amount,
      paidDate: today(),
      operator: 'ORANGE_MONEY',
      reference: 'OM-1',
    };
    expect((await call(holder.user, 'POST', url, payment)).statusCode).toBe(403);
    const unknown = await call(admin, 'POST', url, { ...payment, operator: 'WESTERN' }, 'it');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('operator');
    const zero = await call(admin, 'POST', url, { ...payment, amount: 0 });
    expect(zero.json().fieldErrors[0].field).toBe('amount');
    const recorded = await call(admin, 'POST', url, payment);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const twice = await call(admin, 'POST', url, payment, 'fr');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fieldErrors[0]).toMatchObject({ field: 'dueDate' });
    const after = (await call(holder.user, 'GET', `/api/beneficiaries/${holder.id}`)).json().data;
    expect(after.schedule[0].payment).toMatchObject({ operator: 'ORANGE_MONEY', reference: 'OM-1' });
  });
});

describe('the transcripts', () => {
  it('takes one per semester from the holder, through the documents’ checks', async () => {
    const url = (semester: number) => `/api/beneficiaries/${holder.id}/transcripts/${semester}`;
    const file = { content: await pdf(), filename: 'releve-s1.pdf' };
    expect((await upload(t, declined.user, {}, [file], url(1))).statusCode).toBe(404);
    expect((await upload(t, admin, {}, [file], url(1))).statusCode).toBe(403);
    const notAFile = await upload(
      t,
      holder.user,
      {},
      [{ content: Buffer.from('plain text'), type: 'text/plain' }],
      url(1),
    );
    expect(notAFile.statusCode).toBe(415);
    expect((await upload(t, holder.user, {}, [file], url(3))).statusCode).toBe(400);
    const sent = await upload(t, holder.user, {}, [file], url(1));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ originalName: 'releve-s1.pdf' });
    const again = await upload(t, holder.user, {}, [file], url(1));
    expect(again.statusCode).toBe(409);
    const year = (await call(holder.user, 'GET', `/api/beneficiaries/${holder.id}`)).json().data;
    expect(year.transcripts).toMatchObject([{ semester: 1, originalName: 'releve-s1.pdf' }]);
    // Its link opens the file sent, for the holder and for the committee; without its signature, nothing.
    const link = String(year.transcripts[0].url);
    expect(link).toMatch(/^\/api\/files\/documents\/.+\?expires=\d+&signature=/);
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(file.content)).toBe(true);
    const committee = (await call(admin, 'GET', `/api/beneficiaries/${holder.id}`)).json().data;
    expect(committee.transcripts[0].url).toMatch(/^\/api\/files\/documents\//);
    expect((await t.app.inject({ method: 'GET', url: link.split('?')[0] })).statusCode).not.toBe(200);
  });
});

describe("the committee's board", () => {
  it('lists the accepted places of the latest published session with what is late, and exports it', async () => {
    const board = await call(admin, 'GET', '/api/beneficiaries');
    expect(board.statusCode).toBe(200);
    expect(board.json().data).toEqual([
      expect.objectContaining({ applicationId: holder.id, validatedHours: 40.5, paid: 1, transcripts: 1 }),
    ]);
    expect((await call(holder.user, 'GET', '/api/beneficiaries')).statusCode).toBe(403);

    const exported = await call(admin, 'GET', '/api/beneficiaries/export', undefined, 'fr');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetValues(readXlsx(exported.rawPayload));
    expect(rows[0]).toEqual([
      'Nom',
      'E-mail',
      'Heures validées',
      'Heures attendues à ce jour',
      'Relevés de notes',
      'Paiements effectués',
      'En retard',
      'Non renouvelé',
    ]);
    expect(rows[1]![0]).toMatch(/^Test User/);
    expect(rows[1]![2]).toBe(40.5);
    expect(rows[1]![7]).toBe('Non');
  });

  it('marks a year ended without a renewal once', async () => {
    const later = new Date(Date.now() + 300 * day);
    expect(await t.app.services.beneficiaries.markYearsEnded(later)).toBe(1);
    expect(await t.app.services.beneficiaries.markYearsEnded(later)).toBe(0);
    const [place] = await t.database.db.select().from(acceptances).where(eq(acceptances.applicationId, holder.id));
    expect(place!.notRenewedAt).not.toBeNull();
    expect((await call(holder.user, 'GET', `/api/beneficiaries/${holder.id}`)).json().data.notRenewed).toBe(true);
  });
});
