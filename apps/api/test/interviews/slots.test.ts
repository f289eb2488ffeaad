import { programmeDateTime } from '@portal/shared/programme-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interviewSlots } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { day, hour, interviewFixtures, readCalendar } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let evaluator: TestUser;
let fx: ReturnType<typeof interviewFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fx = interviewFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  evaluator = await t.createUser({ role: 'EVALUATOR' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.outbox.idle();
  t.mails.length = 0;
});

const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();
const create = (sessionId: number, payload: object, lang = 'en', user: TestUser = admin) =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/sessions/${sessionId}/interview-slots`,
    payload,
    headers: { 'accept-language': lang },
  });
const list = (sessionId: number, user: TestUser) =>
  t.injectAs(user, { method: 'GET', url: `/api/sessions/${sessionId}/interview-slots` });
const remove = (slotId: number, lang = 'en') =>
  t.injectAs(admin, { method: 'DELETE', url: `/api/interview-slots/${slotId}`, headers: { 'accept-language': lang } });
const slotCount = async (sessionId: number) =>
  (await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.sessionId, sessionId))).length;

describe('creating a slot', () => {
  it('answers 201 with the slot in UTC, a place or a video link, no booking yet', async () => {
    const session = await fx.session();
    const startsAt = '2031-06-11T14:00:00+02:00';
    const res = await create(session.id, {
      startsAt,
      minutes: 45,
      videoUrl: 'https://meet.example.org/a',
      capacity: 4,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      startsAt: '2031-06-11T12:00:00.000Z',
      minutes: 45,
      place: null,
      videoUrl: 'https://meet.example.org/a',
      capacity: 4,
      booked: 0,
    });
  });

  it.each([
    ['neither place nor video link', { minutes: 30, capacity: 2 }, 'place', 'Indiquez un lieu ou un lien vidéo'],
    ['a capacity of 0', { place: 'Dschang', minutes: 30, capacity: 0 }, 'capacity', undefined],
    [
      'a video link that is not https',
      { videoUrl: 'http://meet.example.org', minutes: 30, capacity: 2 },
      'videoUrl',
      undefined,
    ],
    ['no length', { place: 'Dschang', capacity: 2 }, 'minutes', undefined],
  ])('refuses %s with 400 naming the field, in the reader’s language', async (_, values, field, message) => {
    const session = await fx.session();
    const res = await create(session.id, { startsAt: inDays(5), ...values }, 'fr');
    expect(res.statusCode).toBe(400);
    const problem = res.json().fieldErrors.find((error: { field: string }) => error.field === field);
    expect(problem).toBeDefined();
    if (message) expect(problem.message).toBe(message);
    expect(await slotCount(session.id)).toBe(0);
  });

  it('refuses a time already passed with 400 on startsAt', async () => {
    const session = await fx.session();
    const res = await create(session.id, { startsAt: inDays(-1), place: 'Dschang', minutes: 30, capacity: 2 }, 'it');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { field: 'startsAt', code: expect.any(String), message: 'Questo orario è già passato: scegline uno successivo' },
    ]);
    expect(await slotCount(session.id)).toBe(0);
  });

  it('refuses a closed session (409) and an unknown one (404); a student and an evaluator get 403', async () => {
    const closed = await fx.session({ status: 'CLOSED' });
    const slot = { startsAt: inDays(5), place: 'Dschang', minutes: 30, capacity: 2 };
    expect((await create(closed.id, slot)).json()).toMatchObject({ status: 409, code: 'SESSION_CLOSED' });
    expect((await create(99_999_999, slot)).statusCode).toBe(404);
    const open = await fx.session();
    const student = await t.createUser();
    expect((await create(open.id, slot, 'en', student)).statusCode).toBe(403);
    expect((await create(open.id, slot, 'en', evaluator)).statusCode).toBe(403);
    expect(await slotCount(open.id)).toBe(0);
  });
});

describe('the slots a reader sees', () => {
  it('staff see every slot with its bookings; a preselected applicant those open with room, and their own', async () => {
    const session = await fx.session();
    const soon = await fx.slot(session.id, { inMs: 20 * hour, capacity: 5 });
    const full = await fx.slot(session.id, { inMs: 3 * day, capacity: 1 });
    const open = await fx.slot(session.id, { inMs: 4 * day, capacity: 2 });
    const past = await fx.slot(session.id, { inMs: -2 * day, capacity: 2 });
    const taker = await fx.applicant(session.id);
    await fx.bookDirectly(taker.id, full.id);
    const invited = await fx.applicant(session.id);
    const staffView = (await list(session.id, admin)).json().data;
    expect(staffView.map((slot: { id: number }) => slot.id)).toEqual([past.id, soon.id, full.id, open.id]);
    expect(staffView.find((slot: { id: number }) => slot.id === full.id).booked).toBe(1);
    expect((await list(session.id, evaluator)).json().data).toEqual(staffView);

    const ids = async (user: TestUser) =>
      (await list(session.id, user)).json().data.map((slot: { id: number }) => slot.id);
    // Less than a day away, full, or past: not offered.
    expect(await ids(invited.user)).toEqual([open.id]);
    // Their own full slot stays in their list.
    expect(await ids(taker.user)).toEqual([full.id, open.id]);
    // Anyone else: nothing, whether they applied or not.
    const notPreselected = await fx.applicant(session.id, { preselected: false, interviewState: null });
    expect(await ids(notPreselected.user)).toEqual([]);
    expect(await ids(await t.createUser())).toEqual([]);
  });

  it('an interview locked (within a day, or held) shows the applicant only their own slot', async () => {
    const session = await fx.session();
    const soon = await fx.slot(session.id, { inMs: 10 * hour });
    const later = await fx.slot(session.id, { inMs: 5 * day });
    const locked = await fx.applicant(session.id);
    await fx.bookDirectly(locked.id, soon.id);
    const held = await fx.applicant(session.id, { interviewState: 'HELD', interviewSlotId: later.id });
    expect((await list(session.id, locked.user)).json().data.map((s: { id: number }) => s.id)).toEqual([soon.id]);
    expect((await list(session.id, held.user)).json().data.map((s: { id: number }) => s.id)).toEqual([later.id]);
  });

  it('an unknown session answers 404', async () => {
    expect((await list(99_999_999, admin)).statusCode).toBe(404);
  });
});

describe('deleting a slot', () => {
  it('tells its applicants in their language, cancels their calendar entry, sends them back to choosing, at once', async () => {
    const session = await fx.session({ name: 'Bourses 2031' });
    const slot = await fx.slot(session.id, { videoUrl: 'https://meet.example.org/b', place: null });
    const other = await fx.slot(session.id);
    const fr = await fx.applicant(session.id, {}, 'fr');
    const en = await fx.applicant(session.id, {}, 'en');
    const elsewhere = await fx.applicant(session.id);
    await fx.bookDirectly(fr.id, slot.id);
    await fx.bookDirectly(en.id, slot.id);
    await fx.bookDirectly(elsewhere.id, other.id);
    const before = await fx.row(fr.id);

    const res = await remove(slot.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    expect(await slotCount(session.id)).toBe(1);
    for (const { id } of [fr, en]) {
      const row = await fx.row(id);
      expect(row).toMatchObject({ interviewState: 'INVITED', interviewSlotId: null, interviewRemindedAt: null });
      expect((await fx.trailOf(id)).at(-1)).toMatchObject({
        action: 'INTERVIEW',
        before: { state: 'BOOKED', startsAt: slot.startsAt.toISOString() },
        after: { state: 'INVITED', slotDeleted: true },
      });
    }
    expect(await fx.row(elsewhere.id)).toMatchObject({ interviewState: 'BOOKED', interviewSlotId: other.id });

    const [mail] = await fx.mailsTo(fr.user.email);
    expect(mail!.subject).toContain('est annulé');
    expect(mail!.text).toContain(programmeDateTime('fr', slot.startsAt));
    expect(mail!.text).toContain('choisissez un autre horaire sur votre tableau de bord');
    const calendar = readCalendar(mail!);
    expect(calendar).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `interview-${fr.id}@portal.test`,
      start: slot.startsAt.toISOString(),
    });
    // Newer than anything sent before for this application.
    expect(calendar.sequence).toBeGreaterThan(before.version);
    expect((await fx.mailsTo(en.user.email))[0]!.subject).toMatch(/is cancelled/);
    expect(await fx.mailsTo(elsewhere.user.email)).toEqual([]);
  });

  it('is refused once an interview of it was held or missed, changing nothing', async () => {
    const session = await fx.session();
    const slot = await fx.slot(session.id, { inMs: -day });
    const held = await fx.applicant(session.id, { interviewState: 'HELD', interviewSlotId: slot.id });
    const booked = await fx.applicant(session.id);
    await fx.bookDirectly(booked.id, slot.id);
    const res = await remove(slot.id, 'fr');
    expect(res.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(res.json().message).toContain('passés ou manqués');
    expect(await slotCount(session.id)).toBe(1);
    expect(await fx.row(booked.id)).toMatchObject({ interviewState: 'BOOKED', interviewSlotId: slot.id });
    expect(await fx.row(held.id)).toMatchObject({ interviewState: 'HELD', interviewSlotId: slot.id });
    expect(await fx.mailsTo(booked.user.email)).toEqual([]);
  });

  it('answers 404 for an unknown slot and 409 in a closed session', async () => {
    expect((await remove(99_999_999)).statusCode).toBe(404);
    const session = await fx.session({ status: 'CLOSED' });
    const slot = await fx.slot(session.id);
    expect((await remove(slot.id)).json()).toMatchObject({ status: 409, code: 'SESSION_CLOSED' });
    expect(await slotCount(session.id)).toBe(1);
  });
});
