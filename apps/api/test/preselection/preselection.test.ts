import { randomBytes } from 'node:crypto';
import { programmeDateTime } from '@portal/shared/programme-time';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationAudit, applications, interviewSlots, sessions, users } from '../../src/db/schema/index.ts';
import { translate } from '../../src/lib/i18n.ts';
import { reviewFixtures } from '../review/fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof reviewFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = reviewFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.outbox.idle();
  t.mails.length = 0;
});

const day = 24 * 3600_000;
const text = (word: string) => ({ en: word, fr: word, it: word });
type Status = 'NEW' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
type ApplicationValues = Partial<typeof applications.$inferInsert>;

/** A session whose submission period ended yesterday (open, timed out), unless told otherwise. */
async function session(values: { status?: Status; endDate?: Date; interviewWeight?: number } = {}) {
  const status = values.status ?? 'OPEN';
  // At most one session is current: the one made before leaves that state.
  if (status === 'OPEN' || status === 'SUSPENDED')
    await t.database.db
      .update(sessions)
      .set({ status: 'CLOSED' })
      .where(inArray(sessions.status, ['OPEN', 'SUSPENDED']));
  const [row] = await t.database.db
    .insert(sessions)
    .values({
      name: `Bourses ${randomBytes(3).toString('hex')}`,
      year: 2026,
      status,
      startDate: new Date(Date.now() - 60 * day),
      endDate: values.endDate ?? new Date(Date.now() - day),
      interviewWeight: values.interviewWeight ?? 30,
      completionNotice: text('Notice'),
      applicationGuidelines: text('Guidelines'),
    })
    .returning();
  return row!;
}

/** A submitted, eligible application with this total (and other values), its applicant reading `locale`. */
async function candidate(sessionId: number, totalScore: number | null, values: ApplicationValues = {}, locale = 'en') {
  const made = await fixtures.candidate(sessionId, { submitted: true, eligible: true, totalScore, ...values });
  await t.database.db.update(users).set({ locale }).where(eq(users.id, made.user.id));
  return { id: made.application.id, email: made.user.email };
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, lang = 'en') =>
  t.injectAs(admin, { method, url: `/api${url}`, payload, headers: { 'accept-language': lang } });
const run = (sessionId: number, count: unknown, lang = 'en') =>
  call('POST', `/sessions/${sessionId}/preselection`, { count }, lang);
const preview = (sessionId: number, count: string | number) =>
  call('GET', `/sessions/${sessionId}/preselection?count=${count}`);
const change = (id: number, payload: object, lang = 'en') =>
  call('PATCH', `/applications/${id}/preselection`, payload, lang);

async function rowsOf(ids: number[]) {
  const rows = await t.database.db
    .select({
      id: applications.id,
      preselected: applications.preselected,
      interviewState: applications.interviewState,
      interviewSlotId: applications.interviewSlotId,
    })
    .from(applications)
    .where(inArray(applications.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}
const preselectedOf = async (ids: number[]) => (await rowsOf(ids)).map((row) => row.preselected);
const trailOf = (id: number) =>
  t.database.db
    .select()
    .from(applicationAudit)
    .where(and(eq(applicationAudit.applicationId, id), eq(applicationAudit.action, 'PRESELECTION')))
    .orderBy(applicationAudit.id);
const mailsTo = async (email: string) => {
  await t.app.outbox.idle();
  return t.mails.filter((mail) => mail.to === email);
};

/** A slot of the session, booked by the application (as the booking would leave it). */
async function book(sessionId: number, applicationId: number, startsAt = new Date(Date.now() + 5 * day)) {
  const [slot] = await t.database.db
    .insert(interviewSlots)
    .values({ sessionId, startsAt, minutes: 30, place: 'Dschang, salle B', capacity: 3 })
    .returning();
  await t.database.db
    .update(applications)
    .set({ interviewState: 'BOOKED', interviewSlotId: slot!.id })
    .where(eq(applications.id, applicationId));
  return slot!;
}

describe('the run', () => {
  it('takes the count best totals and every tie of the last one, marks them invited, audits and mails each', async () => {
    const { id: sessionId } = await session();
    const best = await candidate(sessionId, 80);
    const second = await candidate(sessionId, 70, { type: 'OLD' }, 'fr');
    const tied = [
      await candidate(sessionId, 62.5),
      await candidate(sessionId, 62.5, { type: 'OLD_ENDING' }, 'it'),
      await candidate(sessionId, 62.5),
    ];
    const below = await candidate(sessionId, 50);
    // Better totals that do not compete: not submitted, not eligible, not checked, rejected; and one never scored.
    const out = [
      await candidate(sessionId, 95, { submitted: false }),
      await candidate(sessionId, 94, { eligible: false }),
      await candidate(sessionId, 93, { eligible: null }),
      await candidate(sessionId, 92, { status: 'REJECTED' }),
      await candidate(sessionId, null),
    ];
    const inIds = [best.id, second.id, ...tied.map((c) => c.id)];

    const answer = await run(sessionId, 3);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ preselected: 5, cutScore: 62.5 });
    expect(await rowsOf(inIds)).toEqual(
      inIds.map((id) => ({ id, preselected: true, interviewState: 'INVITED', interviewSlotId: null })),
    );
    expect(await preselectedOf([below.id, ...out.map((c) => c.id)])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);

    const [line] = await trailOf(best.id);
    expect(line).toMatchObject({
      actorId: admin.id,
      before: { preselected: false },
      after: { preselected: true, run: { count: 3, cutScore: 62.5 } },
    });
    expect(await trailOf(below.id)).toEqual([]);

    // Each applicant in gets one mail in their language, with the way to the dashboard; nobody else gets one.
    for (const [who, locale] of [
      [best, 'en'],
      [second, 'fr'],
      [tied[1]!, 'it'],
    ] as const) {
      const mails = await mailsTo(who.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(
        translate(locale, 'preselection.mail.invited.subject', { session: (await sessionName(sessionId))! }),
      );
      expect(mails[0]!.text).toContain(translate(locale, 'preselection.mail.invited.change', { hours: 24 }));
      expect(mails[0]!.text).toContain(translate(locale, 'preselection.mail.invited.missedWeighted'));
      expect(mails[0]!.text).toContain('http://portal.test/dashboard');
    }
    expect(await mailsTo(below.email)).toEqual([]);
    expect(t.mails).toHaveLength(5);
  });

  it('previews the cut, the ties it brings in, the applicant types and the changes, and changes nothing', async () => {
    const { id: sessionId } = await session();
    const made = [
      await candidate(sessionId, 90, { type: 'OLD' }),
      await candidate(sessionId, 75),
      await candidate(sessionId, 75, { type: 'OLD_ENDING' }),
      await candidate(sessionId, 75),
      await candidate(sessionId, 40, { type: 'OLD' }),
    ];
    const seen = await preview(sessionId, 2);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({
      competing: 5,
      cutScore: 75,
      preselected: 4,
      tiedAtCut: 2,
      byType: { NEW: 2, OLD: 1, OLD_ENDING: 1 },
      joining: 4,
      leaving: 0,
      blocked: 0,
    });
    expect(await preselectedOf(made.map((c) => c.id))).toEqual([false, false, false, false, false]);
    expect(await trailOf(made[0]!.id)).toEqual([]);

    expect((await run(sessionId, 2)).statusCode).toBe(200);
    // Asked for one: the best stays, the three tied at 75 would leave.
    expect((await preview(sessionId, 1)).json().data).toMatchObject({
      cutScore: 90,
      preselected: 1,
      tiedAtCut: 0,
      byType: { NEW: 0, OLD: 1, OLD_ENDING: 0 },
      joining: 0,
      leaving: 3,
      blocked: 0,
    });
    // More than compete: everybody, the cut at the lowest total.
    expect((await preview(sessionId, 50)).json().data).toMatchObject({ cutScore: 40, preselected: 5, joining: 1 });
  });

  it('run again before any booking, replaces the shortlist and tells those who leave', async () => {
    const { id: sessionId } = await session();
    const first = await candidate(sessionId, 88);
    const second = await candidate(sessionId, 77, {}, 'fr');
    const added = await candidate(sessionId, 30);
    expect((await run(sessionId, 2)).statusCode).toBe(200);
    expect((await change(added.id, { preselected: true, reason: 'Strong interview file' })).statusCode).toBe(200);
    await t.app.outbox.idle();
    t.mails.length = 0;

    const again = await run(sessionId, 1);
    expect(again.json().data).toEqual({ preselected: 1, cutScore: 88 });
    expect(await preselectedOf([first.id, second.id, added.id])).toEqual([true, false, false]);
    expect(await mailsTo(first.email)).toEqual([]);
    const [removal] = await mailsTo(second.email);
    expect(removal!.subject).toBe(
      translate('fr', 'preselection.mail.removed.subject', { session: (await sessionName(sessionId))! }),
    );
    expect(removal!.text).not.toContain(
      translate('fr', 'preselection.mail.removed.cancelled', { time: '' }).slice(0, 12),
    );
    expect((await trailOf(second.id)).at(-1)).toMatchObject({
      before: { preselected: true },
      after: { preselected: false, run: { count: 1, cutScore: 88 } },
    });
    // The same run again changes nothing: no line, no mail.
    const lines = (await trailOf(first.id)).length;
    expect((await run(sessionId, 1)).statusCode).toBe(200);
    expect(await trailOf(first.id)).toHaveLength(lines);
    expect(await mailsTo(first.email)).toEqual([]);
  });

  it('never takes off an application whose interview is booked: 409 PRESELECTION_LOCKED, nothing changed; a larger count still adds', async () => {
    const { id: sessionId } = await session();
    const first = await candidate(sessionId, 88);
    const second = await candidate(sessionId, 77);
    const third = await candidate(sessionId, 66);
    expect((await run(sessionId, 2)).statusCode).toBe(200);
    const slot = await book(sessionId, second.id);
    await t.app.outbox.idle();
    t.mails.length = 0;

    expect((await preview(sessionId, 1)).json().data).toMatchObject({ leaving: 1, blocked: 1 });
    const refused = await run(sessionId, 1, 'fr');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('PRESELECTION_LOCKED');
    expect(refused.json().message).toBe(translate('fr', 'errors.PRESELECTION_LOCKED', { count: 1 }));
    expect(await rowsOf([second.id])).toEqual([
      { id: second.id, preselected: true, interviewState: 'BOOKED', interviewSlotId: slot.id },
    ]);
    expect(await trailOf(second.id)).toHaveLength(1);

    const wider = await run(sessionId, 3);
    expect(wider.json().data).toEqual({ preselected: 3, cutScore: 66 });
    expect(await rowsOf([first.id, second.id, third.id])).toEqual([
      { id: first.id, preselected: true, interviewState: 'INVITED', interviewSlotId: null },
      { id: second.id, preselected: true, interviewState: 'BOOKED', interviewSlotId: slot.id },
      { id: third.id, preselected: true, interviewState: 'INVITED', interviewSlotId: null },
    ]);
    await t.app.outbox.idle();
    expect(t.mails.map((mail) => mail.to)).toEqual([third.email]);
  });
});

describe('runs at once', () => {
  it('change the shortlist once: each applicant is mailed and audited once', async () => {
    const { id: sessionId } = await session();
    const made = [await candidate(sessionId, 90), await candidate(sessionId, 80), await candidate(sessionId, 70)];
    const answers = await Promise.all([run(sessionId, 2), run(sessionId, 2), run(sessionId, 2)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await preselectedOf(made.map((c) => c.id))).toEqual([true, true, false]);
    for (const { id } of made.slice(0, 2)) expect(await trailOf(id)).toHaveLength(1);
    await t.app.outbox.idle();
    expect(t.mails.map((mail) => mail.to).sort()).toEqual([made[0]!.email, made[1]!.email].sort());
  });
});

describe('when the shortlist may change', () => {
  it('not before the submission period has ended: 409 SUBMISSIONS_OPEN for the run, the preview and a change', async () => {
    const { id: sessionId } = await session({ endDate: new Date(Date.now() + day) });
    const applicant = await candidate(sessionId, 80);
    const refusals = [
      await run(sessionId, 3, 'it'),
      await preview(sessionId, 3),
      await change(applicant.id, { preselected: true, reason: 'Early' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('SUBMISSIONS_OPEN');
    }
    expect(refusals[0]!.json().message).toBe(translate('it', 'errors.SUBMISSIONS_OPEN'));
    expect(await preselectedOf([applicant.id])).toEqual([false]);
    expect(await trailOf(applicant.id)).toEqual([]);
  });

  it('not once the session is closed: 409 SESSION_CLOSED, the shortlist as it was', async () => {
    const { id: sessionId } = await session();
    const applicant = await candidate(sessionId, 80);
    const other = await candidate(sessionId, 70);
    expect((await run(sessionId, 1)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, sessionId));
    await t.app.outbox.idle();
    t.mails.length = 0;
    const refusals = [
      await run(sessionId, 2, 'fr'),
      await preview(sessionId, 2),
      await change(applicant.id, { preselected: false, reason: 'Late' }),
      await change(other.id, { preselected: true, reason: 'Late' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('SESSION_CLOSED');
    }
    expect(refusals[0]!.json().message).toBe(translate('fr', 'preselection.sessionClosed'));
    expect(await preselectedOf([applicant.id, other.id])).toEqual([true, false]);
    expect(await trailOf(other.id)).toEqual([]);
    await t.app.outbox.idle();
    expect(t.mails).toEqual([]);
  });

  it('answers 404 for a session or an application that does not exist', async () => {
    expect((await run(2_000_000, 3)).statusCode).toBe(404);
    expect((await preview(2_000_000, 3)).statusCode).toBe(404);
    expect((await change(2_000_000, { preselected: true, reason: 'x' })).statusCode).toBe(404);
  });
});

describe('a change by hand', () => {
  it('adds any submitted application with its reason in the trail and a mail; removes one, cancelling its booking', async () => {
    const { id: sessionId } = await session({ interviewWeight: 0 });
    const ineligible = await candidate(sessionId, 20, { eligible: false }, 'fr');
    const added = await change(ineligible.id, {
      preselected: true,
      reason: '  Eligibility to be checked at the interview ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ id: ineligible.id, preselected: true, interviewState: 'INVITED' });
    const [line] = await trailOf(ineligible.id);
    expect(line).toMatchObject({
      actorId: admin.id,
      before: { preselected: false },
      after: { preselected: true },
      note: 'Eligibility to be checked at the interview',
    });
    const [invitation] = await mailsTo(ineligible.email);
    // Interviews weigh nothing in this session: missing one is told without a ranking after the interviewed.
    expect(invitation!.text).toContain(translate('fr', 'preselection.mail.invited.missed'));

    const startsAt = new Date('2031-05-12T08:30:00Z');
    const slot = await book(sessionId, ineligible.id, startsAt);
    t.mails.length = 0;
    const removed = await change(ineligible.id, { preselected: false, reason: 'Family conflict declared' });
    expect(removed.json().data).toEqual({ id: ineligible.id, preselected: false, interviewState: null });
    expect(await rowsOf([ineligible.id])).toEqual([
      { id: ineligible.id, preselected: false, interviewState: null, interviewSlotId: null },
    ]);
    expect((await trailOf(ineligible.id)).at(-1)).toMatchObject({
      before: { preselected: true },
      after: { preselected: false },
      note: 'Family conflict declared',
    });
    const [removal] = await mailsTo(ineligible.email);
    expect(removal!.text).toContain(
      translate('fr', 'preselection.mail.removed.cancelled', { time: programmeDateTime('fr', startsAt) }),
    );
    // The committee's reason is its note, not the applicant's message.
    expect(removal!.text).not.toContain('Family conflict');
    expect(removal!.text).toContain(`http://portal.test/applications/${ineligible.id}/view`);
    // The slot is still there for others; only the booking went.
    expect(await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id))).toHaveLength(1);
  });

  it('asked again, changes nothing and writes nothing', async () => {
    const { id: sessionId } = await session();
    const applicant = await candidate(sessionId, 60);
    expect((await change(applicant.id, { preselected: true, reason: 'First' })).statusCode).toBe(200);
    await t.app.outbox.idle();
    t.mails.length = 0;
    const again = await change(applicant.id, { preselected: true, reason: 'Second' });
    expect(again.json().data).toEqual({ id: applicant.id, preselected: true, interviewState: 'INVITED' });
    expect(await trailOf(applicant.id)).toHaveLength(1);
    expect(await mailsTo(applicant.email)).toEqual([]);
  });

  it('refuses an application not submitted or rejected, and the removal of one interviewed or missed', async () => {
    const { id: sessionId } = await session();
    const draft = await candidate(sessionId, 90, { submitted: false });
    const rejected = await candidate(sessionId, 90, { status: 'REJECTED' });
    const held = await candidate(sessionId, 70, { preselected: true, interviewState: 'HELD' });
    const missed = await candidate(sessionId, 70, { preselected: true, interviewState: 'MISSED' });
    const cases = [
      [await change(draft.id, { preselected: true, reason: 'x' }, 'fr'), 'CONFLICT', 'preselection.notSubmitted'],
      [await change(rejected.id, { preselected: true, reason: 'x' }, 'fr'), 'CONFLICT', 'preselection.rejected'],
      [
        await change(held.id, { preselected: false, reason: 'x' }, 'fr'),
        'PRESELECTION_LOCKED',
        'preselection.interviewOver',
      ],
      [
        await change(missed.id, { preselected: false, reason: 'x' }, 'fr'),
        'PRESELECTION_LOCKED',
        'preselection.interviewOver',
      ],
    ] as const;
    for (const [refused, code, key] of cases) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code, message: translate('fr', key) });
    }
    expect(await rowsOf([draft.id, rejected.id, held.id, missed.id])).toEqual([
      { id: draft.id, preselected: false, interviewState: null, interviewSlotId: null },
      { id: rejected.id, preselected: false, interviewState: null, interviewSlotId: null },
      { id: held.id, preselected: true, interviewState: 'HELD', interviewSlotId: null },
      { id: missed.id, preselected: true, interviewState: 'MISSED', interviewSlotId: null },
    ]);
    for (const { id } of [draft, rejected, held, missed]) expect(await trailOf(id)).toEqual([]);
    await t.app.outbox.idle();
    expect(t.mails).toEqual([]);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, in the reader’s language, and changes nothing', async () => {
    const { id: sessionId } = await session();
    const applicant = await candidate(sessionId, 80);
    const fieldsOf = (response: { json: () => { fieldErrors?: { field: string }[] } }) =>
      response.json().fieldErrors?.map((error) => error.field);
    const refusals = [
      [await run(sessionId, 0, 'fr'), 'count'],
      [await run(sessionId, 2.5), 'count'],
      [await run(sessionId, '3'), 'count'],
      [await preview(sessionId, 0), 'count'],
      [await preview(sessionId, ''), 'count'],
      [await change(applicant.id, { preselected: true }), 'reason'],
      [await change(applicant.id, { preselected: true, reason: '   ' }), 'reason'],
      [await change(applicant.id, { reason: 'Good file' }), 'preselected'],
    ] as const;
    for (const [refused, field] of refusals) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(fieldsOf(refused)).toEqual([field]);
    }
    expect(refusals[0][0].json().fieldErrors[0].message).not.toMatch(/[Tt]oo small/);
    expect(await preselectedOf([applicant.id])).toEqual([false]);
    expect(await trailOf(applicant.id)).toEqual([]);
    await t.app.outbox.idle();
    expect(t.mails).toEqual([]);
  });

  it('is refused to a student (403) before anything is read', async () => {
    const { id: sessionId } = await session();
    const student = await t.createUser();
    const applicant = await candidate(sessionId, 80);
    const asStudent = [
      await t.injectAs(student, {
        method: 'POST',
        url: `/api/sessions/${sessionId}/preselection`,
        payload: { count: 1 },
      }),
      await t.injectAs(student, { method: 'GET', url: `/api/sessions/${sessionId}/preselection?count=1` }),
      await t.injectAs(student, {
        method: 'PATCH',
        url: `/api/applications/${applicant.id}/preselection`,
        payload: { preselected: true, reason: 'x' },
      }),
    ];
    expect(asStudent.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(await preselectedOf([applicant.id])).toEqual([false]);
  });
});

async function sessionName(id: number) {
  const [row] = await t.database.db.select({ name: sessions.name }).from(sessions).where(eq(sessions.id, id));
  return row?.name;
}
