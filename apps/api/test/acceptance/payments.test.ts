import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { caller, dayInWords, type Holder, programmeToday, scholarshipYear } from './year-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let holder: Holder;
let other: Holder;
let call: ReturnType<typeof caller>;
type Line = { kind: string; instalment: number | null; dueDate: string; amount: number | null; paid: number };
let schedule: Line[];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await t.createUser({ role: 'ADMIN' });
  const year = await scholarshipYear(t, { daysAgo: 100, accepted: 2 });
  [holder, other] = year.holders as [Holder, Holder];
  schedule = (await call(admin, 'GET', `/api/beneficiaries/${holder.id}`)).json().data.schedule;
});
afterAll(async () => t?.close());

const paymentsUrl = (id: number) => `/api/beneficiaries/${id}/payments`;
const instalment = (n: number) => schedule.find((line) => line.instalment === n)!;
let references = 0;
/** A payment of a line, paid today by MTN Mobile Money under a reference never used before. */
const paymentOf = (line: Line, values: object = {}) => ({
  dueDate: line.dueDate,
  amount: line.amount,
  paidDate: programmeToday(),
  operator: 'MTN_MOMO',
  reference: `MP${++references}.0417.C12345`,
  ...values,
});
const fieldOf = (answer: { json: () => { fieldErrors?: { field: string }[] } }) =>
  answer.json().fieldErrors?.map((problem) => problem.field);
const yearOf = async (id: number) => (await call(admin, 'GET', `/api/beneficiaries/${id}`)).json().data;

describe('the schedule', () => {
  it('opens with the tuition fee, "to be set" until the committee sets it, then the six instalments', () => {
    expect(schedule).toHaveLength(7);
    expect(schedule[0]).toMatchObject({ kind: 'TUITION', instalment: null, amount: null, paid: 0, payments: [] });
    const allowance = schedule.slice(1);
    expect(allowance.map((line) => line.instalment)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(allowance.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(650_000);
    expect(new Set(schedule.map((line) => line.dueDate)).size).toBe(7);
    for (const line of allowance) expect(line.dueDate.endsWith('-01')).toBe(true);
  });
});

describe('a payment refused, changing nothing', () => {
  it('names the due date when it is none of the schedule’s', async () => {
    for (const dueDate of ['1000-01-01', '2026-02-30', instalment(1).dueDate.replace(/01$/, '02')]) {
      const refused = await call(admin, 'POST', paymentsUrl(holder.id), paymentOf(instalment(1), { dueDate }));
      expect(refused.statusCode, dueDate).toBe(400);
      expect(fieldOf(refused), dueDate).toEqual(['dueDate']);
    }
  });

  it('names the paid date in the future (a day of Douala’s calendar) or before the year began', async () => {
    const future = await call(
      admin,
      'POST',
      paymentsUrl(holder.id),
      paymentOf(instalment(1), {
        paidDate: programmeToday(1),
      }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual([expect.objectContaining({ field: 'paidDate' })]);
    const early = await call(
      admin,
      'POST',
      paymentsUrl(holder.id),
      paymentOf(instalment(1), { paidDate: '1000-01-01', dueDate: '1000-01-01' }),
      'fr',
    );
    expect(early.statusCode).toBe(400);
    expect(fieldOf(early)).toEqual(['dueDate', 'paidDate']);
    // The date inside the sentence in French words, not as 2026-08-20.
    expect(early.json().fieldErrors[1].message).toContain(dayInWords(schedule[0]!.dueDate, 'fr'));
  });

  it('names the amount beyond the instalment, saying what is still due in the reader’s words and digits', async () => {
    const line = instalment(1);
    const refused = await call(admin, 'POST', paymentsUrl(holder.id), paymentOf(line, { amount: 10_000_000 }), 'fr');
    expect(refused.statusCode).toBe(409);
    expect(fieldOf(refused)).toEqual(['amount']);
    expect(refused.json().fieldErrors[0].message).toBe('Plus que ce qui reste dû à cette échéance (108\u202f333 FCFA)');
    expect(refused.json().message).toBe(
      `Le paiement dépasse ce qui reste dû à l’échéance du ${dayInWords(line.dueDate, 'fr')} : 108\u202f333 FCFA`,
    );
    expect(refused.json().message).not.toContain(line.dueDate);
  });

  it('refuses the tuition fee’s payment while its amount is not set, naming the amount', async () => {
    const refused = await call(admin, 'POST', paymentsUrl(holder.id), paymentOf(schedule[0]!, { amount: 50_000 }));
    expect(refused.statusCode).toBe(409);
    expect(fieldOf(refused)).toEqual(['amount']);
  });

  it('is for administrators only, with a known operator and a whole positive amount', async () => {
    const payment = paymentOf(instalment(1));
    expect((await call(holder.user, 'POST', paymentsUrl(holder.id), payment)).statusCode).toBe(403);
    for (const [values, field] of [
      [{ operator: 'WESTERN' }, 'operator'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ reference: '   ' }, 'reference'],
    ] as const) {
      const refused = await call(admin, 'POST', paymentsUrl(holder.id), { ...payment, ...values }, 'it');
      expect(refused.statusCode, JSON.stringify(values)).toBe(400);
      expect(fieldOf(refused)).toEqual([field]);
    }
    expect((await yearOf(holder.id)).schedule.flatMap((line: { payments: [] }) => line.payments)).toEqual([]);
  });
});

describe('the payments of an instalment', () => {
  it('may come in parts, never beyond its amount: the rest refused with what is still due', async () => {
    const line = instalment(1);
    const url = paymentsUrl(holder.id);
    expect((await call(admin, 'POST', url, paymentOf(line, { amount: 100_000 }))).statusCode).toBe(201);
    const over = await call(admin, 'POST', url, paymentOf(line, { amount: 8_334 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().fieldErrors[0]).toMatchObject({
      field: 'amount',
      message: expect.stringContaining('8,333 FCFA'),
    });
    expect((await call(admin, 'POST', url, paymentOf(line, { amount: 8_333 }))).statusCode).toBe(201);
    const paidUp = await call(admin, 'POST', url, paymentOf(line, { amount: 1 }));
    expect(paidUp.statusCode).toBe(409);
    expect(fieldOf(paidUp)).toEqual(['amount']);
    const year = await yearOf(holder.id);
    expect(year.schedule[1]).toMatchObject({ instalment: 1, paid: 108_333 });
    expect(year.schedule[1].payments.map((payment: { amount: number }) => payment.amount)).toEqual([100_000, 8_333]);
  });

  it('are checked one after the other when two arrive at once', async () => {
    const line = instalment(2);
    const answers = await Promise.all(
      [1, 2].map(() => call(admin, 'POST', paymentsUrl(holder.id), paymentOf(line, { amount: 60_000 }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await yearOf(holder.id)).schedule[2].paid).toBe(60_000);
  });
});

describe('a reference', () => {
  it('is recorded once per operator, whatever its letter case, and for any beneficiary', async () => {
    const first = paymentOf(instalment(3), {
      amount: 1_000,
      reference: 'OM240503.1234.A56789',
      operator: 'ORANGE_MONEY',
    });
    expect((await call(admin, 'POST', paymentsUrl(holder.id), first)).statusCode).toBe(201);
    const again = await call(
      admin,
      'POST',
      paymentsUrl(other.id),
      paymentOf(instalment(3), { amount: 1_000, reference: 'om240503.1234.a56789', operator: 'ORANGE_MONEY' }),
      'fr',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'reference', message: expect.stringContaining('référence') }),
    ]);
    // Another operator's reference may read the same.
    const bank = paymentOf(instalment(3), { amount: 1_000, reference: first.reference, operator: 'BANK' });
    expect((await call(admin, 'POST', paymentsUrl(other.id), bank)).statusCode).toBe(201);
  });

  it('holds once even when two payments bring it at the same moment', async () => {
    const reference = 'MP-TWICE-AT-ONCE';
    const answers = await Promise.all(
      [4, 5].map((n) =>
        call(admin, 'POST', paymentsUrl(other.id), paymentOf(instalment(n), { amount: 1_000, reference })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('the tuition fee', () => {
  it('is set by administrators, then paid like an instalment, never set below what was paid on it', async () => {
    const url = `/api/beneficiaries/${holder.id}/tuition`;
    expect((await call(holder.user, 'PUT', url, { amount: 50_000 })).statusCode).toBe(403);
    for (const amount of [0, -5, 12.5, 20_000_000]) {
      const refused = await call(admin, 'PUT', url, { amount });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(fieldOf(refused)).toEqual(['amount']);
    }
    const set = await call(admin, 'PUT', url, { amount: 50_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ kind: 'TUITION', dueDate: schedule[0]!.dueDate, amount: 50_000, paid: 0 });
    const tuition = { ...schedule[0]!, amount: 50_000 };
    expect((await call(admin, 'POST', paymentsUrl(holder.id), paymentOf(tuition, { amount: 30_000 }))).statusCode).toBe(
      201,
    );
    const below = await call(admin, 'PUT', url, { amount: 20_000 }, 'fr');
    expect(below.statusCode).toBe(409);
    expect(below.json().fieldErrors[0]).toMatchObject({
      field: 'amount',
      message: expect.stringContaining('30\u202f000'),
    });
    expect((await call(admin, 'PUT', url, { amount: 45_000 })).statusCode).toBe(200);
    expect((await yearOf(holder.id)).schedule[0]).toMatchObject({ amount: 45_000, paid: 30_000 });
    const over = await call(admin, 'POST', paymentsUrl(holder.id), paymentOf(tuition, { amount: 15_001 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().fieldErrors[0].message).toContain('15,000 FCFA');
  });
});
