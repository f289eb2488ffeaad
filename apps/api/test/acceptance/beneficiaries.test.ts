import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptances, users } from '../../src/db/schema/index.ts';
import { markYearsEnded } from '../../src/modules/beneficiaries/mark-years-ended.ts';
import { readBoard } from '../../src/modules/beneficiaries/read-board.ts';
import { multipart, pdf, upload } from '../documents/helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { readXlsx } from '../xlsx-reader.ts';
import { caller, dayInWords, type Holder, programmeToday, scholarshipYear } from './year-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let holder: Holder;
let leaver: Holder;
let declined: Holder;
let startDay: string;
let call: ReturnType<typeof caller>;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await t.createUser({ role: 'ADMIN' });
  // The year began 100 days ago: 27 hours are expected by now, the tuition fee and the first instalment are due.
  const year = await scholarshipYear(t, { daysAgo: 100, accepted: 2 });
  [holder, leaver] = year.holders as [Holder, Holder];
  ({ declined, startDay } = year);
});
afterAll(async () => t?.close());

const yearUrl = (id: number) => `/api/beneficiaries/${id}`;
const fieldsOf = (answer: { json: () => { fieldErrors?: { field: string }[] } }) =>
  answer.json().fieldErrors?.map((problem) => problem.field);

describe("the beneficiary's year", () => {
  it('is read by its holder and administrators, not by another student, and only for an accepted place', async () => {
    const year = await call(holder.user, 'GET', yearUrl(holder.id));
    expect(year.statusCode, year.body).toBe(200);
    const data = year.json().data;
    expect(data).toMatchObject({
      applicationId: holder.id,
      hoursRequired: 100,
      hoursExpected: 27,
      validatedHours: 0,
      notRenewed: false,
      withdrawn: false,
    });
    expect(data.schedule).toHaveLength(7);
    expect(data.late).toEqual(expect.arrayContaining(['HOURS_BEHIND', 'PAYMENT_DUE']));
    expect((await call(admin, 'GET', yearUrl(holder.id))).statusCode).toBe(200);
    expect((await call(declined.user, 'GET', yearUrl(holder.id))).statusCode).toBe(404);
    expect((await call(declined.user, 'GET', yearUrl(declined.id))).statusCode).toBe(404);
  });
});

describe('service hours', () => {
  const url = () => `${yearUrl(holder.id)}/hours`;
  const entry = (values: object) => ({ date: programmeToday(), hours: 2, description: 'Tutoring', ...values });

  it('refuses what is not a count of quarter hours between a quarter and 24, by field, changing nothing', async () => {
    const bad: [object, string, string?][] = [
      [{ hours: 0 }, 'hours', 'Comptez les heures par quarts d’heure, au moins un quart (1,5 pour une heure et demie)'],
      [{ hours: -2 }, 'hours'],
      [{ hours: 1e-300 }, 'hours'],
      [{ hours: 0.1 }, 'hours'],
      [{ hours: 1.3 }, 'hours'],
      [{ hours: 25 }, 'hours', 'Doit être inférieur ou égal à 24'],
      [{ hours: 1e308 }, 'hours'],
      [{ hours: 'NaN' }, 'hours'],
      [{ hours: null }, 'hours'],
      [{ description: '  ' }, 'description', 'Ce champ est obligatoire'],
      [{ date: programmeToday(1) }, 'date', 'Ne peut pas être dans le futur'],
      [
        { date: '2000-01-01' },
        'date',
        `Doit être le premier jour de l’année de bourse (${dayInWords(startDay, 'fr')}) ou après`,
      ],
    ];
    for (const [values, field, message] of bad) {
      const refused = await call(holder.user, 'POST', url(), entry(values), 'fr');
      expect(refused.statusCode, JSON.stringify(values)).toBe(400);
      expect(fieldsOf(refused), JSON.stringify(values)).toEqual([field]);
      if (message) expect(refused.json().fieldErrors[0].message).toBe(message);
    }
    // A number too large for JSON's doubles arrives as Infinity.
    const huge = await t.injectAs(holder.user, {
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'application/json' },
      payload: `{"date":"${programmeToday()}","hours":1e400,"description":"x"}`,
    });
    expect(huge.statusCode).toBe(400);
    expect(fieldsOf(huge)).toEqual(['hours']);
    expect((await call(holder.user, 'GET', yearUrl(holder.id))).json().data.hours).toEqual([]);
  });

  it('holds at most 24 hours in one day, the entries of the day added together', async () => {
    const date = programmeToday(-3);
    expect((await call(holder.user, 'POST', url(), entry({ date, hours: 20 }))).statusCode).toBe(201);
    const full = await call(holder.user, 'POST', url(), entry({ date, hours: 4.25 }), 'fr');
    expect(full.statusCode).toBe(400);
    expect(full.json().fieldErrors).toEqual([
      {
        field: 'hours',
        code: 'validation.dayHoursFull',
        message: 'Ce jour compte déjà 20 heures : on peut encore y ajouter au plus 4 heures',
      },
    ]);
    expect((await call(holder.user, 'POST', url(), entry({ date, hours: 4 }))).statusCode).toBe(201);
    expect((await call(holder.user, 'POST', url(), entry({ date, hours: 0.25 }))).statusCode).toBe(400);
    // Two reports of the same day at once are added one after the other.
    const other = programmeToday(-4);
    const both = await Promise.all(
      [1, 2].map(() => call(holder.user, 'POST', url(), entry({ date: other, hours: 13 }))),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('are reported by the holder only and count once an administrator validates them', async () => {
    expect((await call(admin, 'POST', url(), entry({}))).statusCode).toBe(403);
    expect((await call(declined.user, 'POST', url(), entry({}))).statusCode).toBe(404);
    const added = await call(holder.user, 'POST', url(), entry({ hours: 10.5 }));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ hours: 10.5, validatedAt: null });
    const validate = `${url()}/${added.json().data.id}/validation`;
    expect((await call(holder.user, 'POST', validate)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `${url()}/999999/validation`)).statusCode).toBe(404);
    const validated = await call(admin, 'POST', validate);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().data.validatedAt).not.toBeNull();
    const year = (await call(holder.user, 'GET', yearUrl(holder.id))).json().data;
    expect(year.validatedHours).toBe(10.5);
    expect(year.late).toContain('HOURS_BEHIND');
  });
});

describe('the transcripts', () => {
  const url = (semester: number) => `${yearUrl(holder.id)}/transcripts/${semester}`;

  it('refuse a form sent without its file with a 400 naming the file', async () => {
    const withoutFile = [
      { payload: multipart([{ name: 'file', value: '' }]).payload, headers: multipart([]).headers },
      multipart([]),
      { payload: undefined, headers: {} },
    ];
    for (const [index, body] of withoutFile.entries()) {
      const refused = await t.injectAs(holder.user, { method: 'POST', url: url(1), ...body });
      expect(refused.statusCode, `case ${index}: ${refused.body}`).toBe(400);
      expect(fieldsOf(refused)).toEqual(['file']);
    }
    const empty = await upload(t, holder.user, {}, [{ content: Buffer.alloc(0) }], url(1));
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['file']);
  });

  it('takes one per semester from the holder, through the documents’ checks', async () => {
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
    expect((await upload(t, holder.user, {}, [file], url(1))).statusCode).toBe(409);
    const year = (await call(holder.user, 'GET', yearUrl(holder.id))).json().data;
    expect(year.transcripts).toMatchObject([{ semester: 1, originalName: 'releve-s1.pdf' }]);
    // Its link opens the file sent, for the holder and for the committee; without its signature, nothing.
    const link = String(year.transcripts[0].url);
    expect(link).toMatch(/^\/api\/files\/documents\/.+\?expires=\d+&signature=/);
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(file.content)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: link.split('?')[0] })).statusCode).not.toBe(200);
  });
});

describe('a withdrawn place', () => {
  it('keeps its year readable, takes no hours, transcripts, payments or tuition fee, and nothing is late', async () => {
    const entry = { date: programmeToday(), hours: 2, description: 'Library' };
    const reported = await call(leaver.user, 'POST', `${yearUrl(leaver.id)}/hours`, entry);
    expect(reported.statusCode).toBe(201);
    const withdrawal = await call(admin, 'POST', `/api/applications/${leaver.id}/withdrawal`, {
      reason: 'Left the university',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const year = await call(leaver.user, 'GET', yearUrl(leaver.id));
    expect(year.statusCode).toBe(200);
    expect(year.json().data).toMatchObject({ withdrawn: true, late: [], hoursExpected: 27 });
    const tuitionDue = year.json().data.schedule[1];
    const writes = [
      () => call(leaver.user, 'POST', `${yearUrl(leaver.id)}/hours`, entry, 'fr'),
      () => call(admin, 'POST', `${yearUrl(leaver.id)}/hours/${reported.json().data.id}/validation`, undefined, 'fr'),
      () =>
        call(
          admin,
          'POST',
          `${yearUrl(leaver.id)}/payments`,
          {
            dueDate: tuitionDue.dueDate,
            amount: 1_000,
            paidDate: programmeToday(),
            operator: 'CASH',
            reference: 'R-1',
          },
          'fr',
        ),
      () => call(admin, 'PUT', `${yearUrl(leaver.id)}/tuition`, { amount: 50_000 }, 'fr'),
      () => {
        const body = multipart([{ name: 'file', filename: 's1.pdf', type: 'application/pdf', content: pdf() }]);
        return t.injectAs(leaver.user, {
          method: 'POST',
          url: `${yearUrl(leaver.id)}/transcripts/1`,
          payload: body.payload,
          headers: { ...body.headers, 'accept-language': 'fr' },
        });
      },
    ];
    for (const write of writes) {
      const refused = await write();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PLACE_WITHDRAWN',
        message: expect.stringContaining('La place a été retirée'),
      });
    }
    const after = (await call(admin, 'GET', yearUrl(leaver.id))).json().data;
    expect(after.hours).toHaveLength(1);
    expect(after.hours[0].validatedAt).toBeNull();
    expect(after.transcripts).toEqual([]);
  });
});

describe("the committee's board", () => {
  it('lists each place with the hours done beside those expected by now, the money paid beside what fell due', async () => {
    const tuition = await call(admin, 'PUT', `${yearUrl(holder.id)}/tuition`, { amount: 50_000 });
    expect(tuition.statusCode).toBe(200);
    const schedule = (await call(admin, 'GET', yearUrl(holder.id))).json().data.schedule;
    const payment = (line: { dueDate: string }, amount: number, operator: string, reference: string) =>
      call(admin, 'POST', `${yearUrl(holder.id)}/payments`, {
        dueDate: line.dueDate,
        amount,
        paidDate: programmeToday(),
        operator,
        reference,
      });
    expect((await payment(schedule[0], 50_000, 'BANK', 'VIR-2026-118')).statusCode).toBe(201);
    expect((await payment(schedule[1], 100_000, 'MTN_MOMO', 'MP1')).statusCode).toBe(201);
    expect((await payment(schedule[1], 8_333, 'ORANGE_MONEY', 'OM2')).statusCode).toBe(201);
    const dueByNow = schedule
      .filter((line: { dueDate: string }) => line.dueDate <= programmeToday())
      .reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);

    const board = await call(admin, 'GET', '/api/beneficiaries');
    expect(board.statusCode).toBe(200);
    expect(board.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          applicationId: holder.id,
          validatedHours: 10.5,
          hoursExpected: 27,
          paidFcfa: 158_333,
          dueFcfa: dueByNow,
          transcripts: 1,
          withdrawn: false,
          late: expect.arrayContaining(['HOURS_BEHIND']),
        }),
        expect.objectContaining({ applicationId: leaver.id, withdrawn: true, late: [], hoursExpected: 27 }),
      ]),
    );
    expect((await call(holder.user, 'GET', '/api/beneficiaries')).statusCode).toBe(403);
    // Two months on, the running year expects more; the withdrawn one stays as it stood when it was withdrawn.
    const later = await readBoard(t.app, {
      reader: admin.id,
      confirm: (state) => state!,
      now: new Date(Date.now() + 60 * day),
    });
    expect(later.find((line) => line.applicationId === holder.id)).toMatchObject({ hoursExpected: 43 });
    expect(later.find((line) => line.applicationId === leaver.id)).toMatchObject({ hoursExpected: 27, late: [] });
  });

  it('reads the board with its reader’s sign-in state: an ended sign-in or a role changed since is refused', async () => {
    const other = await t.createUser({ role: 'ADMIN' });
    expect((await call(other, 'GET', '/api/beneficiaries')).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'EVALUATOR' }).where(eq(users.id, other.id));
    const changed = await call(other, 'GET', '/api/beneficiaries');
    expect([changed.statusCode, changed.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    const gone = await t.createUser({ role: 'ADMIN' });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const ended = await call(gone, 'GET', '/api/beneficiaries');
    expect([ended.statusCode, ended.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    expect((await call(gone, 'GET', '/api/beneficiaries')).statusCode).toBe(401);
  });

  it('exports the board and every payment (due date, amount, paid date, operator, reference) for a spreadsheet', async () => {
    const exported = await call(admin, 'GET', '/api/beneficiaries/export', undefined, 'fr');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const [people, payments] = readXlsx(exported.rawPayload).sheets.map((sheet) =>
      sheet.rows.map((row) => row.map((cell) => cell.value)),
    );
    expect(people![0]).toEqual([
      'Nom',
      'E-mail',
      'Heures validées',
      'Heures attendues à ce jour',
      'Relevés de notes',
      'Payé (FCFA)',
      'Dû à ce jour (FCFA)',
      'En retard',
      'Non renouvelé',
      'Place retirée',
    ]);
    const holderRow = people!.find((row) => row[1] === holder.user.email)!;
    expect(holderRow.slice(2, 6)).toEqual([10.5, 27, 1, 158_333]);
    expect(people!.find((row) => row[1] === leaver.user.email)!.slice(7)).toEqual([null, 'Non', 'Oui']);

    const schedule = (await call(admin, 'GET', yearUrl(holder.id))).json().data.schedule;
    expect(payments![0]).toEqual([
      'Nom',
      'Ligne',
      'Échéance',
      'Montant (FCFA)',
      'Payé le',
      'Opérateur',
      'Référence',
      'Mis de côté',
    ]);
    const name = holderRow[0];
    expect(payments!.slice(1)).toEqual([
      [
        name,
        'Frais de scolarité',
        schedule[0].dueDate,
        50_000,
        programmeToday(),
        'Virement bancaire',
        'VIR-2026-118',
        null,
      ],
      [name, 'Versement 1', schedule[1].dueDate, 100_000, programmeToday(), 'MTN Mobile Money', 'MP1', null],
      [name, 'Versement 1', schedule[1].dueDate, 8_333, programmeToday(), 'Orange Money', 'OM2', null],
    ]);
  });

  it('marks a year ended without a renewal once', async () => {
    const later = new Date(Date.now() + 300 * day);
    expect(await markYearsEnded(t.app, { now: later })).toBe(1);
    expect(await markYearsEnded(t.app, { now: later })).toBe(0);
    const [place] = await t.database.db.select().from(acceptances).where(eq(acceptances.applicationId, holder.id));
    expect(place!.notRenewedAt).not.toBeNull();
    expect((await call(holder.user, 'GET', yearUrl(holder.id))).json().data.notRenewed).toBe(true);
  });
});
