import { programmeDateTime } from '@portal/shared/programme-time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { day, hour, interviewFixtures, readCalendar } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fx: ReturnType<typeof interviewFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fx = interviewFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.outbox.idle();
  t.mails.length = 0;
});

const book = (user: TestUser, applicationId: number, slotId: unknown, lang = 'en') =>
  t.injectAs(user, {
    method: 'PUT',
    url: `/api/applications/${applicationId}/interview`,
    payload: { slotId },
    headers: { 'accept-language': lang },
  });
const bookedIn = async (sessionId: number, slotId: number) =>
  (await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${sessionId}/interview-slots` }))
    .json()
    .data.find((slot: { id: number }) => slot.id === slotId).booked;

describe('booking a time', () => {
  it('books the slot, answers the interview, and mails a calendar invitation a real reader opens', async () => {
    const session = await fx.session({ name: 'Bourses 2031' });
    const slot = await fx.slot(session.id, { minutes: 45, videoUrl: 'https://meet.example.org/c' });
    const applicant = await fx.applicant(session.id, {}, 'fr');
    const res = await book(applicant.user, applicant.id, slot.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      state: 'BOOKED',
      slot: {
        id: slot.id,
        startsAt: slot.startsAt.toISOString(),
        minutes: 45,
        place: 'Dschang, salle B',
        videoUrl: 'https://meet.example.org/c',
        capacity: 3,
        booked: 1,
      },
    });
    const row = await fx.row(applicant.id);
    expect(row).toMatchObject({ interviewState: 'BOOKED', interviewSlotId: slot.id });
    expect((await fx.trailOf(applicant.id)).at(-1)).toMatchObject({
      action: 'INTERVIEW',
      actorId: applicant.user.id,
      before: { state: 'INVITED', startsAt: null },
      after: { state: 'BOOKED', startsAt: slot.startsAt.toISOString() },
    });

    const [mail] = await fx.mailsTo(applicant.user.email);
    // Cameroon's time, its zone named, in the applicant's language.
    expect(mail!.text).toContain(`réservé pour le ${programmeDateTime('fr', slot.startsAt)}`);
    expect(mail!.text).toContain('Lieu : Dschang, salle B');
    expect(mail!.text).toContain('Lien vidéo : https://meet.example.org/c');
    expect(mail!.text).toContain(programmeDateTime('fr', new Date(slot.startsAt.getTime() - day)));
    const calendar = readCalendar(mail!);
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      uid: `interview-${applicant.id}@portal.test`,
      sequence: row.version,
      start: slot.startsAt.toISOString(),
      end: new Date(slot.startsAt.getTime() + 45 * 60_000).toISOString(),
      startIsUtc: true,
      summary: 'Entretien avec le comité – Bourses 2031',
      location: 'Dschang, salle B',
      url: 'https://meet.example.org/c',
      attendee: `mailto:${applicant.user.email}`,
    });
    expect(calendar.raw).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(calendar.description).toContain('Votre entretien avec le comité des bourses pour Bourses 2031.');
    expect(calendar.description).toContain('Lien vidéo : https://meet.example.org/c');
  });

  it('a change releases the previous slot and updates the same calendar event with a higher sequence', async () => {
    const session = await fx.session();
    const first = await fx.slot(session.id, { videoUrl: 'https://meet.example.org/d', place: null });
    const second = await fx.slot(session.id, { inMs: 9 * day });
    const applicant = await fx.applicant(session.id);
    await book(applicant.user, applicant.id, first.id);
    const res = await book(applicant.user, applicant.id, second.id);
    expect(res.json().data.slot).toMatchObject({ id: second.id, booked: 1 });
    expect(await bookedIn(session.id, first.id)).toBe(0);
    const [booked, changed] = await fx.mailsTo(applicant.user.email);
    expect(changed!.text).toContain(`has moved to ${programmeDateTime('en', second.startsAt)}.`);
    expect(changed!.text).toContain(`Your previous time, ${programmeDateTime('en', first.startsAt)}, is free`);
    const [before, after] = [readCalendar(booked!), readCalendar(changed!)];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(before.location).toBe('https://meet.example.org/d');
    expect(after.start).toBe(second.startsAt.toISOString());

    // The same time asked again (a retry after a lost answer) changes nothing and mails nothing.
    const again = await book(applicant.user, applicant.id, second.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.slot.id).toBe(second.id);
    expect(await fx.mailsTo(applicant.user.email)).toHaveLength(2);
  });

  it('ten applicants racing for the last place: exactly one gets it, the others 409 SLOT_FULL', async () => {
    const session = await fx.session();
    const slot = await fx.slot(session.id, { capacity: 3 });
    for (const _ of [1, 2]) {
      const early = await fx.applicant(session.id);
      await fx.bookDirectly(early.id, slot.id);
    }
    const racers = await Promise.all(Array.from({ length: 10 }, () => fx.applicant(session.id)));
    const answers = await Promise.all(racers.map((racer) => book(racer.user, racer.id, slot.id, 'fr')));
    const won = answers.filter((res) => res.statusCode === 200);
    const full = answers.filter((res) => res.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(full).toHaveLength(9);
    for (const res of full) {
      expect(res.json()).toMatchObject({ code: 'SLOT_FULL' });
      expect(res.json().message).toMatch(/complet|choisir|choisissez/i);
    }
    expect(await bookedIn(session.id, slot.id)).toBe(3);
    const states = await Promise.all(racers.map((racer) => fx.row(racer.id)));
    expect(states.filter((row) => row.interviewState === 'BOOKED')).toHaveLength(1);
    await t.app.outbox.idle();
    expect(t.mails.filter((mail) => racers.some((racer) => racer.user.email === mail.to))).toHaveLength(1);
  });
});

describe('the 24-hour lock', () => {
  it('a booked time within 24 hours no longer changes (409 INTERVIEW_LOCKED); a day and more before, it does', async () => {
    const session = await fx.session();
    const soon = await fx.slot(session.id, { inMs: 23 * hour });
    const later = await fx.slot(session.id, { inMs: 3 * day });
    const locked = await fx.applicant(session.id);
    await fx.bookDirectly(locked.id, soon.id);
    const res = await book(locked.user, locked.id, later.id, 'fr');
    expect(res.json()).toMatchObject({ status: 409, code: 'INTERVIEW_LOCKED' });
    expect(await fx.row(locked.id)).toMatchObject({ interviewSlotId: soon.id });

    const free = await fx.applicant(session.id);
    const dayAndMore = await fx.slot(session.id, { inMs: 25 * hour });
    await fx.bookDirectly(free.id, dayAndMore.id);
    expect((await book(free.user, free.id, later.id)).statusCode).toBe(200);
  });

  it('a time less than 24 hours away is offered to nobody, not even someone still to book', async () => {
    const session = await fx.session();
    const soon = await fx.slot(session.id, { inMs: 20 * hour });
    const applicant = await fx.applicant(session.id);
    const res = await book(applicant.user, applicant.id, soon.id, 'it');
    expect(res.json()).toMatchObject({ status: 409, code: 'INTERVIEW_LOCKED' });
    expect(res.json().message).toContain('meno di 24 ore');
    expect(await fx.row(applicant.id)).toMatchObject({ interviewState: 'INVITED', interviewSlotId: null });
  });

  it('an interview held or missed no longer changes', async () => {
    const session = await fx.session();
    const past = await fx.slot(session.id, { inMs: -day });
    const later = await fx.slot(session.id);
    const held = await fx.applicant(session.id, { interviewState: 'MISSED', interviewSlotId: past.id });
    const res = await book(held.user, held.id, later.id);
    expect(res.json()).toMatchObject({ status: 409, code: 'INTERVIEW_LOCKED' });
    expect(res.json().message).toContain('taken place or was missed');
  });
});

describe('bookings refused', () => {
  it('not preselected: 409; a slot of another session or none: 404; a closed session: 409; bad body: 400', async () => {
    const session = await fx.session();
    const slot = await fx.slot(session.id);
    const out = await fx.applicant(session.id, { preselected: false, interviewState: null });
    expect((await book(out.user, out.id, slot.id)).json()).toMatchObject({ status: 409, code: 'CONFLICT' });

    const applicant = await fx.applicant(session.id);
    const elsewhere = await fx.slot((await fx.session()).id);
    expect((await book(applicant.user, applicant.id, elsewhere.id)).statusCode).toBe(404);
    expect((await book(applicant.user, applicant.id, 99_999_999)).statusCode).toBe(404);
    const bad = await book(applicant.user, applicant.id, 'soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('slotId');

    const closed = await fx.session({ status: 'CLOSED' });
    const closedSlot = await fx.slot(closed.id);
    const late = await fx.applicant(closed.id);
    expect((await book(late.user, late.id, closedSlot.id)).json()).toMatchObject({ code: 'SESSION_CLOSED' });

    // Another student's application: not found; an administrator: 403.
    expect((await book(out.user, applicant.id, slot.id)).statusCode).toBe(404);
    expect((await book(admin, applicant.id, slot.id)).statusCode).toBe(403);
    expect(await fx.row(applicant.id)).toMatchObject({ interviewState: 'INVITED', interviewSlotId: null });
    expect(await bookedIn(session.id, slot.id)).toBe(0);
  });
});

describe('the interview as readers see it', () => {
  it('the candidates row, the staff’s and the owner’s application, and the owner’s current read carry it', async () => {
    const session = await fx.session({ status: 'OPEN', endDate: new Date(Date.now() - day) });
    const slot = await fx.slot(session.id, { capacity: 2 });
    const applicant = await fx.applicant(session.id);
    const invited = await fx.applicant(session.id);
    const out = await fx.applicant(session.id, { preselected: false, interviewState: null });
    await book(applicant.user, applicant.id, slot.id);
    const interview = { state: 'BOOKED', slot: expect.objectContaining({ id: slot.id, booked: 1, capacity: 2 }) };

    const candidates = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/applications?filter=session.id:eq:${session.id}&size=50`,
    });
    const rows = candidates.json().data.content as { id: number; interview: unknown }[];
    expect(rows.find((row) => row.id === applicant.id)!.interview).toEqual(interview);
    expect(rows.find((row) => row.id === invited.id)!.interview).toEqual({ state: 'INVITED', slot: null });
    expect(rows.find((row) => row.id === out.id)!.interview).toBeNull();

    const read = (user: TestUser, url: string) => t.injectAs(user, { method: 'GET', url });
    expect((await read(admin, `/api/applications/${applicant.id}`)).json().data.interview).toEqual(interview);
    expect((await read(applicant.user, `/api/applications/${applicant.id}`)).json().data.interview).toEqual(interview);
    expect((await read(applicant.user, '/api/applications/user/current')).json().data.interview).toEqual(interview);
    expect((await read(out.user, `/api/applications/${out.id}`)).json().data.interview).toBeNull();
  });
});
