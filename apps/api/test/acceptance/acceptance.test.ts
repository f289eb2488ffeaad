import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationAudit } from '../../src/db/schema/index.ts';
import { processSessionPlaces } from '../../src/modules/acceptance/process-session-places.ts';
import { runDuePlaces } from '../../src/modules/acceptance/run-due-places.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { answer, placesFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let f: ReturnType<typeof placesFixtures>;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  f = placesFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.outbox.idle();
  t.mails.length = 0;
});

const read = async (user: TestUser, id: number) =>
  (await t.injectAs(user, { method: 'GET', url: `/api/applications/${id}` })).json().data;
const processNow = (sessionId: number, user: TestUser | null = admin) =>
  t.injectAs(user, { method: 'POST', url: `/api/sessions/${sessionId}/acceptances/process` });

describe('publication opens the places', () => {
  it('gives each approved applicant until publication plus the session’s days, and nobody else a place', async () => {
    const sessionId = await f.openSession({ acceptanceDays: 7 });
    const approved = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
    const waiting = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 2 });
    expect((await read(approved.user, approved.id)).acceptance).toBeNull();
    await f.close(sessionId);
    const session = await f.session(sessionId);
    expect(session.publishedAt).not.toBeNull();
    const seen = await read(approved.user, approved.id);
    expect(seen.acceptance).toEqual({
      state: 'AWAITING',
      deadline: new Date(session.publishedAt!.getTime() + 7 * day).toISOString(),
      answeredAt: null,
      withdrawalReason: null,
      withdrawnAt: null,
    });
    expect((await read(admin, approved.id)).acceptance.state).toBe('AWAITING');
    expect((await read(waiting.user, waiting.id)).acceptance).toBeNull();
  });

  it('takes ten days when the session says nothing', async () => {
    const sessionId = await f.openSession();
    const approved = await f.candidate(sessionId, { status: 'APPROVED' });
    await f.close(sessionId);
    const place = await f.place(approved.id);
    const session = await f.session(sessionId);
    expect(place!.deadline.getTime() - session.publishedAt!.getTime()).toBe(10 * day);
  });
});

describe('the answer', () => {
  let sessionId: number;
  beforeAll(async () => {
    sessionId = await f.openSession();
  });

  it('needs the commitment to accept, naming the field in the reader’s language, and changes nothing without it', async () => {
    const holder = await f.candidate(sessionId, { status: 'APPROVED' });
    // Closing publishes the decisions and opens the holder's place.
    await f.close(sessionId);
    for (const payload of [{ accept: true }, { accept: true, commitment: false }]) {
      const refused = await answer(t, holder.user, holder.id, payload, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors[0]).toMatchObject({ field: 'commitment' });
    }
    const missing = await answer(t, holder.user, holder.id, { accept: true }, 'fr');
    expect(missing.json().fieldErrors[0].message).toBe(
      'Accepter la bourse demande votre engagement à en respecter les obligations',
    );
    expect((await f.place(holder.id))!.state).toBe('AWAITING');

    const accepted = await answer(t, holder.user, holder.id, { accept: true, commitment: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ state: 'ACCEPTED' });
    expect(accepted.json().data.answeredAt).not.toBeNull();

    const again = await answer(t, holder.user, holder.id, { accept: false }, 'it');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ACCEPTANCE_CLOSED');
    expect(again.json().message).toMatch(/scadenza/);
    expect((await f.place(holder.id))!.state).toBe('ACCEPTED');
  });

  it('is the owner’s alone: another student is told it does not exist, an administrator is refused', async () => {
    const holder = await f.candidate(sessionId, { status: 'APPROVED' });
    await f.offer(sessionId, holder.id);
    const other = await t.createUser();
    expect((await answer(t, other, holder.id, { accept: false })).statusCode).toBe(404);
    expect((await answer(t, admin, holder.id, { accept: false })).statusCode).toBe(403);
    expect((await answer(t, null, holder.id, { accept: false })).statusCode).toBe(401);
    expect((await f.place(holder.id))!.state).toBe('AWAITING');
  });

  it('refuses after the deadline, and an application without a place', async () => {
    const late = await f.candidate(sessionId, { status: 'APPROVED' });
    await f.offer(sessionId, late.id);
    await f.setDeadline(late.id, new Date(Date.now() - 1000));
    const refused = await answer(t, late.user, late.id, { accept: true, commitment: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCEPTANCE_CLOSED');
    expect((await f.place(late.id))!.state).toBe('AWAITING');

    const none = await f.candidate(sessionId, { status: 'NOT_APPROVED' });
    expect((await answer(t, none.user, none.id, { accept: false })).statusCode).toBe(409);
  });
});

describe('the next in line', () => {
  it('offers a declined place to the best-ranked eligible, submitted, unapproved candidate, once', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
    const ineligible = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 2, eligible: false });
    const unsubmitted = await f.candidate(sessionId, { status: 'PENDING', rank: 3, submitted: false });
    const rejected = await f.candidate(sessionId, { status: 'REJECTED', rank: 4 });
    const next = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 5, locale: 'fr' });
    const after = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 6 });
    await f.close(sessionId);
    await t.app.outbox.idle();
    t.mails.length = 0;

    expect((await answer(t, holder.user, holder.id, { accept: false })).json().data.state).toBe('DECLINED');
    const run = await processNow(sessionId);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toEqual({ expired: 0, offered: 1 });

    const promoted = await f.application(next.id);
    expect(promoted.status).toBe('APPROVED');
    const place = await f.place(next.id);
    expect(place).toMatchObject({ state: 'AWAITING', replacesId: (await f.place(holder.id))!.id });
    expect(place!.deadline.getTime()).toBeGreaterThan(Date.now() + 9 * day);
    for (const skipped of [ineligible, unsubmitted, rejected, after]) {
      expect(await f.place(skipped.id), `application ${skipped.id}`).toBeUndefined();
      expect((await f.application(skipped.id)).status).not.toBe('APPROVED');
    }
    const trail = await t.database.db
      .select()
      .from(applicationAudit)
      .where(eq(applicationAudit.applicationId, next.id));
    expect(trail).toMatchObject([{ action: 'PROMOTION', actorId: admin.id, before: { status: 'NOT_APPROVED' } }]);

    await t.app.outbox.idle();
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe(next.user.email);
    expect(t.mails[0]!.subject).toBe('Une place de bourse de Route walk session vous est proposée');
    expect(t.mails[0]!.text).toContain('100 heures');
    expect(t.mails[0]!.text).toMatch(/650\s000 FCFA/);

    // The applicant reads the place, and the chain tells whose place it was.
    expect((await read(next.user, next.id)).acceptance.state).toBe('AWAITING');
    const chain = await t.injectAs(admin, { method: 'GET', url: `/api/sessions/${sessionId}/acceptances` });
    expect(chain.json().data).toMatchObject([
      { applicationId: holder.id, state: 'DECLINED', after: null },
      { applicationId: next.id, state: 'AWAITING', after: { applicationId: holder.id, state: 'DECLINED' } },
    ]);

    expect((await processNow(sessionId)).json().data).toEqual({ expired: 0, offered: 0 });
    await t.app.outbox.idle();
    expect(t.mails).toHaveLength(1);
  });

  it('passes a declined place on by the final ranking, interviews counted, not by the total score alone', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, {
      status: 'APPROVED',
      rank: 1,
      totalScore: 90,
      finalScore: 88,
      finalRank: 1,
    });
    // Best by the total score, but a poor interview brings its final score down to third.
    const firstOnPaper = await f.candidate(sessionId, {
      status: 'NOT_APPROVED',
      rank: 2,
      totalScore: 80,
      preselected: true,
      interviewState: 'HELD',
      panelScore: 40,
      finalScore: 60,
      finalRank: 3,
    });
    const next = await f.candidate(sessionId, {
      status: 'NOT_APPROVED',
      rank: 3,
      totalScore: 70,
      preselected: true,
      interviewState: 'HELD',
      panelScore: 90,
      finalScore: 80,
      finalRank: 2,
    });
    await f.close(sessionId);

    expect((await answer(t, holder.user, holder.id, { accept: false })).json().data.state).toBe('DECLINED');
    expect((await processNow(sessionId)).json().data).toEqual({ expired: 0, offered: 1 });
    expect((await f.application(next.id)).status).toBe('APPROVED');
    expect(await f.place(next.id)).toMatchObject({ state: 'AWAITING', replacesId: (await f.place(holder.id))!.id });
    expect(await f.place(firstOnPaper.id)).toBeUndefined();
    expect((await f.application(firstOnPaper.id)).status).toBe('NOT_APPROVED');
  });

  it('expires a place past its deadline and passes it on; the job does it without an administrator', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
    const next = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 2 });
    await f.close(sessionId);
    await f.setDeadline(holder.id, new Date(Date.now() - 1000));
    // The job runs over every session: other tests' places may expire in the same run.
    const run = await runDuePlaces(t.app);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(run.offered).toBeGreaterThanOrEqual(1);
    expect((await f.place(holder.id))!.state).toBe('EXPIRED');
    expect((await f.place(next.id))!.state).toBe('AWAITING');
    const trail = await t.database.db
      .select()
      .from(applicationAudit)
      .where(eq(applicationAudit.applicationId, next.id));
    expect(trail).toMatchObject([{ action: 'PROMOTION', actorId: null, after: { vacated: 'EXPIRED' } }]);
  });

  it('never offers one place twice nor one candidate two places when runs race', async () => {
    const sessionId = await f.openSession();
    const holders = await Promise.all([1, 2, 3].map((rank) => f.candidate(sessionId, { status: 'APPROVED', rank })));
    const waiting = [];
    for (const rank of [4, 5, 6, 7]) waiting.push(await f.candidate(sessionId, { status: 'NOT_APPROVED', rank }));
    await f.close(sessionId);
    for (const holder of holders) await answer(t, holder.user, holder.id, { accept: false });
    await t.app.outbox.idle();
    t.mails.length = 0;

    const runs = await Promise.all([
      processNow(sessionId),
      processNow(sessionId),
      runDuePlaces(t.app),
      processSessionPlaces(t.app, { actor: { ...admin, username: 'a' }, sessionId }),
    ]);
    const offered = runs.reduce(
      (sum, run) => sum + ('statusCode' in run ? (run.json().data.offered as number) : run.offered),
      0,
    );
    expect(offered).toBe(3);
    const places = await Promise.all(waiting.map((candidate) => f.place(candidate.id)));
    expect(places.slice(0, 3).every((place) => place?.state === 'AWAITING')).toBe(true);
    expect(places[3]).toBeUndefined();
    expect(new Set(places.slice(0, 3).map((place) => place!.replacesId)).size).toBe(3);
    await t.app.outbox.idle();
    expect(t.mails.map((mail) => mail.to).sort()).toEqual(
      waiting
        .slice(0, 3)
        .map((c) => c.user.email)
        .sort(),
    );
  });

  it('answers 403 to a student and 404 for an unknown session', async () => {
    const student = await t.createUser();
    expect((await processNow(1, student)).statusCode).toBe(403);
    expect((await processNow(999_999)).statusCode).toBe(404);
  });
});

describe('the reminder before the deadline', () => {
  it('goes once, three days before, in the applicant’s language', async () => {
    const sessionId = await f.openSession();
    const soon = await f.candidate(sessionId, { status: 'APPROVED', locale: 'it' });
    const later = await f.candidate(sessionId, { status: 'APPROVED' });
    await f.close(sessionId);
    await f.setDeadline(soon.id, new Date(Date.now() + 2 * day));
    await f.setOffered(soon.id, new Date(Date.now() - 8 * day));
    await t.app.outbox.idle();
    t.mails.length = 0;
    await Promise.all([runDuePlaces(t.app), runDuePlaces(t.app)]);
    await runDuePlaces(t.app);
    await t.app.outbox.idle();
    expect(t.mails.map((mail) => mail.to)).toEqual([soon.user.email]);
    expect(t.mails[0]!.subject).toBe('Promemoria: il tuo posto di borsa di Route walk session attende la tua risposta');
    expect(t.mails[0]!.text).toContain('http://portal.test/dashboard');
    void later;
  });

  it('never goes within a day of the offer it reminds of', async () => {
    const sessionId = await f.openSession();
    const offered = await f.candidate(sessionId, { status: 'APPROVED' });
    await f.close(sessionId);
    // Offered twenty hours ago with two days and a half to answer: within the three days, but the offer is fresh.
    await f.setOffered(offered.id, new Date(Date.now() - 20 * 3600_000));
    await f.setDeadline(offered.id, new Date(Date.now() + 2.5 * day));
    await t.app.outbox.idle();
    t.mails.length = 0;
    await runDuePlaces(t.app);
    await t.app.outbox.idle();
    expect(t.mails.filter((mail) => mail.to === offered.user.email)).toEqual([]);

    // A day after the offer the reminder goes, once.
    const later = new Date(Date.now() + 5 * 3600_000);
    await runDuePlaces(t.app, { now: later });
    await runDuePlaces(t.app, { now: later });
    await t.app.outbox.idle();
    expect(t.mails.filter((mail) => mail.to === offered.user.email).map((mail) => mail.subject)).toEqual([
      'Reminder: your scholarship place of Route walk session awaits your answer',
    ]);
  });
});

describe('the public results', () => {
  it('lists the places of closed sessions by number and initials, without names, and hides a hidden session', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, { status: 'APPROVED' });
    await f.close(sessionId);
    const results = await t.injectAs(null, { method: 'GET', url: '/api/results' });
    expect(results.statusCode).toBe(200);
    const listed = results.json().data.find((session: { id: number }) => session.id === sessionId);
    expect(listed.results).toEqual([
      { number: holder.id, initials: expect.stringMatching(/^T\. U\.$/), state: 'AWAITING' },
    ]);
    expect(results.body).not.toContain('User');
    expect(results.body).not.toContain('@example.org');

    const hide = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/sessions/${sessionId}`,
      payload: { resultsHidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = await t.injectAs(null, { method: 'GET', url: '/api/results' });
    expect(after.json().data.some((session: { id: number }) => session.id === sessionId)).toBe(false);
  });
});
