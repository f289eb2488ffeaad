import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationAudit } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { answer, placesFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let f: ReturnType<typeof placesFixtures>;

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

const withdraw = (user: TestUser | null, id: number, payload: object, lang = 'en') =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/applications/${id}/withdrawal`,
    payload,
    headers: { 'accept-language': lang },
  });
const decide = (id: number, payload: object, lang = 'en') =>
  t.injectAs(admin, {
    method: 'PATCH',
    url: `/api/applications/${id}/approbation`,
    payload,
    headers: { 'accept-language': lang },
  });
const trailOf = (id: number) =>
  t.database.db.select().from(applicationAudit).where(eq(applicationAudit.applicationId, id));
const mailsTo = async (user: TestUser) => {
  await t.app.outbox.idle();
  return t.mails.filter((mail) => mail.to === user.email);
};
const publicPlaces = async (sessionId: number) => {
  const results = await t.injectAs(null, { method: 'GET', url: '/api/results' });
  return results.json().data.find((session: { id: number }) => session.id === sessionId)?.results ?? [];
};

/** A closed session with a holder (rank 1) and candidates waiting (ranks 2 and 3). */
async function publishedSession(holderLocale = 'en') {
  const sessionId = await f.openSession();
  const holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1, locale: holderLocale });
  const second = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 2 });
  const third = await f.candidate(sessionId, { status: 'PENDING', rank: 3 });
  await f.close(sessionId);
  await t.app.outbox.idle();
  t.mails.length = 0;
  return { sessionId, holder, second, third };
}

describe('a decision after publication', () => {
  it('is refused with DECISION_PUBLISHED and changes nothing: no status, no place, no trail, no mail', async () => {
    const { holder, second } = await publishedSession();
    const trailBefore = await trailOf(holder.id);
    const placeBefore = await f.place(holder.id);

    const rejection = await decide(holder.id, { status: 'REJECTED', reason: 'Fausse déclaration' }, 'fr');
    expect(rejection.statusCode).toBe(409);
    expect(rejection.json().code).toBe('DECISION_PUBLISHED');
    expect(rejection.json().message).toContain('retirez plutôt la place');
    const approval = await decide(second.id, { status: 'APPROVED' });
    expect(approval.statusCode).toBe(409);
    expect(approval.json().code).toBe('DECISION_PUBLISHED');
    expect((await decide(holder.id, { status: 'PENDING' })).statusCode).toBe(409);

    expect((await f.application(holder.id)).status).toBe('APPROVED');
    expect((await f.application(second.id)).status).toBe('NOT_APPROVED');
    expect(await f.place(holder.id)).toEqual(placeBefore);
    expect(await f.place(second.id)).toBeUndefined();
    expect(await trailOf(holder.id)).toEqual(trailBefore);
    expect(await trailOf(second.id)).toEqual([]);
    expect(await mailsTo(holder.user)).toEqual([]);
    // The holder may still answer her place.
    expect((await answer(t, holder.user, holder.id, { accept: true, commitment: true })).statusCode).toBe(200);
  });

  it('taken while the session closes, lands before the publication (with its place) or is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const sessionId = await f.openSession();
      const candidate = await f.candidate(sessionId, { status: 'PENDING', rank: 1 });
      const [approval] = await Promise.all([decide(candidate.id, { status: 'APPROVED' }), f.close(sessionId)]);
      const status = (await f.application(candidate.id)).status;
      if (approval.statusCode === 200) {
        expect(status).toBe('APPROVED');
        expect(await f.place(candidate.id)).toMatchObject({ state: 'AWAITING' });
      } else {
        expect(approval.json().code).toBe('DECISION_PUBLISHED');
        expect(status).toBe('PENDING');
        expect(await f.place(candidate.id)).toBeUndefined();
      }
    }
  });
});

describe('withdrawing a place', () => {
  it('ends a place awaiting its answer: trail, mail with the reason, off /results, offered to the next in line', async () => {
    const { sessionId, holder, second, third } = await publishedSession('fr');
    expect((await publicPlaces(sessionId)).map((row: { number: number }) => row.number)).toEqual([holder.id]);

    const answer = await withdraw(admin, holder.id, { reason: '  Documents falsifiés  ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: holder.id,
      status: 'APPROVED',
      acceptance: { state: 'WITHDRAWN', withdrawalReason: 'Documents falsifiés', answeredAt: null },
    });
    expect(answer.json().data.acceptance.withdrawnAt).not.toBeNull();
    const place = (await f.place(holder.id))!;
    expect(place).toMatchObject({ state: 'WITHDRAWN', withdrawalReason: 'Documents falsifiés', withdrawnBy: admin.id });

    // The trail says who withdrew it, from what, and why.
    expect(await trailOf(holder.id)).toMatchObject([
      {
        action: 'WITHDRAWAL',
        actorId: admin.id,
        before: { state: 'AWAITING' },
        after: { state: 'WITHDRAWN', reason: 'Documents falsifiés' },
      },
    ]);

    // The applicant reads it, and is mailed in her language: what happened, why, whom to write to.
    const seen = await t.injectAs(holder.user, { method: 'GET', url: `/api/applications/${holder.id}` });
    expect(seen.json().data.acceptance).toMatchObject({ state: 'WITHDRAWN', withdrawalReason: 'Documents falsifiés' });
    const [mail, ...more] = await mailsTo(holder.user);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Votre place de bourse de Route walk session est retirée');
    expect(mail!.text).toContain('Le comité a retiré votre place de bourse');
    expect(mail!.text).toContain('Motif donné par le comité : Documents falsifiés');
    expect(mail!.text).toContain('contact@portal.example');
    expect(mail!.text).toContain(`http://portal.test/applications/${holder.id}/view`);
    expect(mail!.html).toContain('Documents falsifi');

    // The public list no longer names the place; the next in line by the ranking has it, with its own mail.
    expect((await publicPlaces(sessionId)).map((row: { number: number }) => row.number)).toEqual([second.id]);
    expect(await f.place(second.id)).toMatchObject({ state: 'AWAITING', replacesId: place.id });
    expect((await f.application(second.id)).status).toBe('APPROVED');
    expect(await f.place(third.id)).toBeUndefined();
    expect(await trailOf(second.id)).toMatchObject([
      { action: 'PROMOTION', actorId: admin.id, after: { after: holder.id, vacated: 'WITHDRAWN' } },
    ]);
    expect((await mailsTo(second.user)).map((offer) => offer.subject)).toEqual([
      'A scholarship place of Route walk session is offered to you',
    ]);

    // The place was passed on once: a run finds nothing more to do.
    const run = await t.injectAs(admin, { method: 'POST', url: `/api/sessions/${sessionId}/acceptances/process` });
    expect(run.json().data).toEqual({ expired: 0, offered: 0 });
  });

  it('ends an accepted place, and the next in line is taken by the final ranking', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
    // Second by the total score, third once the interviews count: the final ranking decides.
    const lowerNow = await f.candidate(sessionId, {
      status: 'NOT_APPROVED',
      rank: 2,
      totalScore: 80,
      finalScore: 50,
      finalRank: 3,
    });
    const higherNow = await f.candidate(sessionId, {
      status: 'NOT_APPROVED',
      rank: 3,
      totalScore: 70,
      finalScore: 75,
      finalRank: 2,
    });
    await f.close(sessionId);
    expect((await answer(t, holder.user, holder.id, { accept: true, commitment: true })).statusCode).toBe(200);

    const withdrawn = await withdraw(admin, holder.id, { reason: 'Abandoned the studies' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.acceptance).toMatchObject({ state: 'WITHDRAWN', answeredAt: expect.any(String) });
    expect((await trailOf(holder.id)).at(-1)).toMatchObject({ action: 'WITHDRAWAL', before: { state: 'ACCEPTED' } });
    expect(await f.place(higherNow.id)).toMatchObject({ state: 'AWAITING' });
    expect(await f.place(lowerNow.id)).toBeUndefined();
    expect(await publicPlaces(sessionId)).toEqual([expect.objectContaining({ number: higherNow.id })]);
    // A withdrawn place is answered no more.
    const late = await answer(t, holder.user, holder.id, { accept: false });
    expect(late.statusCode).toBe(409);
  });

  it('keeps the place free for the next run when nobody waits', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
    await f.close(sessionId);
    expect((await withdraw(admin, holder.id, { reason: 'Fraud' })).statusCode).toBe(200);
    const late = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 2 });
    const run = await t.injectAs(admin, { method: 'POST', url: `/api/sessions/${sessionId}/acceptances/process` });
    expect(run.json().data).toEqual({ expired: 0, offered: 1 });
    expect(await f.place(late.id)).toMatchObject({ state: 'AWAITING' });
  });

  it('is for administrators: a student 403, nobody signed in 401, an unknown application 404', async () => {
    const { holder } = await publishedSession();
    const other = await t.createUser();
    for (const [user, status] of [
      [holder.user, 403],
      [other, 403],
      [null, 401],
    ] as const) {
      expect((await withdraw(user, holder.id, { reason: 'Fraud' })).statusCode).toBe(status);
    }
    expect((await withdraw(admin, 999_999, { reason: 'Fraud' })).statusCode).toBe(404);
    expect((await f.place(holder.id))!.state).toBe('AWAITING');
  });

  it('refuses a place that is not awaiting or accepted, and an application without one (409)', async () => {
    const { sessionId, holder, second } = await publishedSession();
    const declined = await f.candidate(sessionId, { status: 'APPROVED', rank: 9 });
    await f.offer(sessionId, declined.id);
    await answer(t, declined.user, declined.id, { accept: false });
    for (const id of [declined.id, second.id]) {
      const refused = await withdraw(admin, id, { reason: 'Fraud' }, 'it');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PLACE_NOT_WITHDRAWABLE');
      expect(refused.json().message).toBe('Si può ritirare solo un posto in attesa di risposta o accettato');
    }
    expect((await withdraw(admin, holder.id, { reason: 'Fraud' })).statusCode).toBe(200);
    const twice = await withdraw(admin, holder.id, { reason: 'Again' });
    expect(twice.json().code).toBe('PLACE_NOT_WITHDRAWABLE');
    expect((await f.place(holder.id))!.withdrawalReason).toBe('Fraud');
    expect((await f.place(declined.id))!.state).toBe('DECLINED');
    const lines = await t.database.db
      .select()
      .from(applicationAudit)
      .where(and(eq(applicationAudit.applicationId, holder.id), eq(applicationAudit.action, 'WITHDRAWAL')));
    expect(lines).toHaveLength(1);
  });

  it('needs a reason: missing, blank or too long is a 400 naming it, and nothing changes', async () => {
    const { holder } = await publishedSession();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(2001) }, { reason: 12 }]) {
      const refused = await withdraw(admin, holder.id, payload, 'fr');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors.map((error: { field: string }) => error.field)).toEqual(['reason']);
    }
    expect((await f.place(holder.id))!.state).toBe('AWAITING');
    expect(await trailOf(holder.id)).toEqual([]);
    expect(await mailsTo(holder.user)).toEqual([]);
  });
});

describe('the next in line', () => {
  it('skips a deactivated and a deleted account', async () => {
    const sessionId = await f.openSession();
    const holder = await f.candidate(sessionId, { status: 'APPROVED', rank: 1 });
    const deactivated = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 2 });
    const deleted = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 3 });
    const next = await f.candidate(sessionId, { status: 'NOT_APPROVED', rank: 4 });
    await f.close(sessionId);
    const toggled = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/api/users/toggle-active/${deactivated.user.id}`,
    });
    expect(toggled.json().data.active).toBe(false);
    expect((await t.injectAs(admin, { method: 'DELETE', url: `/api/users/${deleted.user.id}` })).statusCode).toBe(204);
    await t.app.outbox.idle();
    t.mails.length = 0;

    await answer(t, holder.user, holder.id, { accept: false });
    const run = await t.injectAs(admin, { method: 'POST', url: `/api/sessions/${sessionId}/acceptances/process` });
    expect(run.json().data).toEqual({ expired: 0, offered: 1 });
    expect(await f.place(next.id)).toMatchObject({ state: 'AWAITING' });
    for (const skipped of [deactivated, deleted]) {
      expect(await f.place(skipped.id)).toBeUndefined();
      expect((await f.application(skipped.id)).status).toBe('NOT_APPROVED');
    }
    expect((await mailsTo(next.user)).length).toBe(1);
    expect(await mailsTo(deactivated.user)).toEqual([]);
    expect(await mailsTo(deleted.user)).toEqual([]);
  });
});
