import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { day, interviewFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fx: ReturnType<typeof interviewFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fx = interviewFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

const record = (user: TestUser, applicationId: number, state: unknown, lang = 'en') =>
  t.injectAs(user, {
    method: 'PATCH',
    url: `/api/applications/${applicationId}/interview`,
    payload: { state },
    headers: { 'accept-language': lang },
  });

/** A booked applicant of a session weighing the interview at 40 %, with a panel member's evaluation of 80 submitted. */
async function interviewed() {
  const session = await fx.session({ interviewWeight: 40 });
  const slot = await fx.slot(session.id, { inMs: -day });
  const applicant = await fx.applicant(session.id, { totalScore: 60, rank: 1 });
  await fx.bookDirectly(applicant.id, slot.id);
  const member = await t.createUser({ role: 'EVALUATOR' });
  await t.database.db.insert(evaluations).values({
    applicationId: applicant.id,
    evaluatorId: member.id,
    evaluatorName: 'Panel Member',
    scores: {},
    score: 80,
    submittedAt: new Date(),
  });
  return { session, slot, applicant, member };
}

describe('held or missed', () => {
  it('the panel records it; the final score follows at once; the trail keeps who and when', async () => {
    const { slot, applicant, member } = await interviewed();
    const held = await record(member, applicant.id, 'HELD');
    expect(held.statusCode).toBe(200);
    expect(held.json().data).toEqual({ state: 'HELD', slot: expect.objectContaining({ id: slot.id, booked: 1 }) });
    expect(await fx.row(applicant.id)).toMatchObject({ interviewState: 'HELD', panelScore: 80, finalScore: 68 });
    expect((await fx.trailOf(applicant.id)).at(-1)).toMatchObject({
      action: 'INTERVIEW',
      actorId: member.id,
      before: { state: 'BOOKED' },
      after: { state: 'HELD' },
    });

    // Corrected by an administrator: missed leaves the candidate without a final score.
    expect((await record(admin, applicant.id, 'MISSED')).json().data.state).toBe('MISSED');
    expect(await fx.row(applicant.id)).toMatchObject({ interviewState: 'MISSED', finalScore: null });
    // The same again changes nothing more.
    const trail = (await fx.trailOf(applicant.id)).length;
    expect((await record(admin, applicant.id, 'MISSED')).statusCode).toBe(200);
    expect(await fx.trailOf(applicant.id)).toHaveLength(trail);
  });

  it('refuses a staff member off the panel (404), a student (403), a state other than held or missed (400)', async () => {
    const { applicant } = await interviewed();
    const outsider = await t.createUser({ role: 'EVALUATOR' });
    expect((await record(outsider, applicant.id, 'HELD')).statusCode).toBe(404);
    expect((await record(applicant.user, applicant.id, 'HELD')).statusCode).toBe(403);
    const bad = await record(admin, applicant.id, 'BOOKED', 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('state');
    expect(await fx.row(applicant.id)).toMatchObject({ interviewState: 'BOOKED' });
  });

  it('refuses an application not preselected (409) and a closed session (409)', async () => {
    const session = await fx.session();
    const out = await fx.applicant(session.id, { preselected: false, interviewState: null });
    expect((await record(admin, out.id, 'HELD')).json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    const closed = await fx.session({ status: 'CLOSED' });
    const late = await fx.applicant(closed.id, { interviewState: 'BOOKED' });
    expect((await record(admin, late.id, 'HELD')).json()).toMatchObject({ status: 409, code: 'SESSION_CLOSED' });
    expect(await fx.row(late.id)).toMatchObject({ interviewState: 'BOOKED' });
  });
});
