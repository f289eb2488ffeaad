import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationConflicts } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { marksOf, selectionFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let fixtures: ReturnType<typeof selectionFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = selectionFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => t?.close());

type Member = TestUser & { name: string };

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown, lang = 'en') =>
  t.injectAs(user, {
    method,
    url: `/api${url}`,
    headers: { 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const save = (user: TestUser, applicationId: number, payload: unknown, lang = 'en') =>
  call(user, 'PUT', `/applications/${applicationId}/evaluations/mine`, payload, lang);
const listAs = async (user: TestUser, applicationId: number) => {
  const response = await call(user, 'GET', `/applications/${applicationId}/evaluations`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { evaluatorName: string; scores: object; score: number | null; hidden: boolean }[];
};

/** A candidate of a session in progress with a panel of evaluators of the names given. */
async function panelOf(...names: string[]) {
  const session = await fixtures.session();
  const candidate = await fixtures.candidate(session.id);
  const members: Member[] = [];
  for (const name of names) {
    const member = await fixtures.staff(name);
    await fixtures.seat(candidate.id, member);
    members.push(member);
  }
  return { session, candidate, members };
}

describe('an evaluator’s own evaluation', () => {
  it('keeps a draft as given, and refuses a save over a newer version (409 STALE_WRITE)', async () => {
    const { candidate, members } = await panelOf('Hana');
    const [hana] = members as [Member];
    const first = await save(hana, candidate.id, { scores: marksOf([4, 3]), comment: 'Calm, clear plan', version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      evaluatorId: hana.id,
      evaluatorName: 'Hana Panel',
      scores: { motivation: 4, need: 3 },
      comment: 'Calm, clear plan',
      submittedAt: null,
      score: null,
      hidden: false,
      version: 1,
    });
    // As given: the marks and the comment replace the stored ones.
    const second = await save(hana, candidate.id, { scores: marksOf([5]), version: 1 });
    expect(second.json().data).toMatchObject({ scores: { motivation: 5 }, comment: null, version: 2 });

    const stale = await save(hana, candidate.id, { scores: marksOf([1]), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_WRITE');
    expect((await listAs(hana, candidate.id))[0]!.scores).toEqual({ motivation: 5 });
  });

  it('refuses criteria the rubric does not have and marks out of 0–5, naming the field', async () => {
    const { candidate, members } = await panelOf('Ines');
    const unknown = await save(members[0]!, candidate.id, { scores: { motivation: 3, charisma: 4 } }, 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual([
      {
        field: 'scores.charisma',
        code: 'selection.unknownCriterion',
        message: 'Ce critère ne figure pas dans la grille d’entretien de la session',
      },
    ]);
    const tooHigh = await save(members[0]!, candidate.id, { scores: { motivation: 6 } });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().fieldErrors[0].field).toBe('scores.motivation');
    expect((await listAs(members[0]!, candidate.id))[0]!.scores).toEqual({});
  });

  it('submits once every criterion is marked, naming the one missing, scored and in the trail', async () => {
    const { candidate, members } = await panelOf('Jules');
    const [jules] = members as [Member];
    const missing = await save(jules, candidate.id, { scores: marksOf([4, 4, 4, 4]), submit: true }, 'fr');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([
      {
        field: 'scores.communication',
        code: 'selection.criterionUnmarked',
        message: 'Notez « Clarté de l’expression » avant d’envoyer l’évaluation',
      },
    ]);
    expect((await listAs(jules, candidate.id))[0]!.score).toBeNull();

    const submitted = await save(jules, candidate.id, { scores: marksOf([4, 5, 4, 4, 4]), submit: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ score: 85, hidden: false });
    expect(submitted.json().data.submittedAt).toEqual(expect.any(String));
    const again = await save(jules, candidate.id, { scores: marksOf([1, 1, 1, 1, 1]), submit: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EVALUATION_SUBMITTED');
    const draftAfter = await save(jules, candidate.id, { scores: marksOf([1]) });
    expect(draftAfter.statusCode).toBe(409);

    const audit = await fixtures.auditOf(candidate.id);
    expect(audit.map((line) => line.action)).toEqual(['EVALUATION']);
    expect(audit[0]).toMatchObject({ actorId: jules.id, actorName: 'Jules Panel', after: { score: 85 } });
    // Alone on the panel: the panel score is their score.
    expect((await fixtures.row(candidate.id)).panelScore).toBe(85);
  });

  it('answers 404 to an administrator off the panel who writes, and 409 on a closed session', async () => {
    const { session, candidate, members } = await panelOf('Kofi');
    const offPanel = await save(admin, candidate.id, { scores: marksOf([3]) });
    expect(offPanel.statusCode).toBe(404);
    await fixtures.setSessionStatus(session.id, 'CLOSED');
    const closed = await save(members[0]!, candidate.id, { scores: marksOf([3]) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SESSION_CLOSED');
  });
});

describe('the others’ marks', () => {
  it('stay hidden from a member until their own is submitted, and a draft stays hidden', async () => {
    const { candidate, members } = await panelOf('Lea', 'Moussa');
    const [lea, moussa] = members as [Member, Member];
    await save(moussa, candidate.id, { scores: marksOf([5, 5, 5, 5, 5]), comment: 'Excellent', submit: true });
    await save(lea, candidate.id, { scores: marksOf([2, 2]), comment: 'Unsure' });

    const before = await listAs(lea, candidate.id);
    expect(before.map((row) => [row.evaluatorName, row.hidden])).toEqual([
      ['Lea Panel', false],
      ['Moussa Panel', true],
    ]);
    expect(before[1]).toMatchObject({ scores: {}, comment: null, score: null });
    expect(before[1]!).toHaveProperty('submittedAt', expect.any(String));
    // Moussa has submitted, but Lea's draft is not final: he does not read it either.
    const hisView = await listAs(moussa, candidate.id);
    expect(hisView[0]).toMatchObject({ hidden: true, scores: {}, comment: null });

    await save(lea, candidate.id, { scores: marksOf([2, 2, 2, 3, 3]), submit: true });
    const after = await listAs(lea, candidate.id);
    expect(after[1]).toMatchObject({ hidden: false, score: 100, comment: 'Excellent' });
    expect((await listAs(moussa, candidate.id))[0]).toMatchObject({ hidden: false, score: 45 });
  });

  it('are all read by an administrator off the panel, drafts included', async () => {
    const { candidate, members } = await panelOf('Nadia', 'Omar');
    await save(members[0]!, candidate.id, { scores: marksOf([3, 3, 3, 3, 3]), submit: true });
    await save(members[1]!, candidate.id, { scores: marksOf([1]), comment: 'To finish' });
    const all = await listAs(admin, candidate.id);
    expect(all.map((row) => [row.hidden, row.score])).toEqual([
      [false, 60],
      [false, null],
    ]);
    expect(all[1]!.scores).toEqual({ motivation: 1 });
  });
});

describe('who reaches a panel', () => {
  it('answers 404 to an evaluator off the panel, 403 to a student, and lets an administrator read', async () => {
    const { candidate, members } = await panelOf('Wale');
    const outsider = await fixtures.staff('Xena');
    const student = await t.createUser();
    expect((await call(outsider, 'GET', `/applications/${candidate.id}/evaluations`)).statusCode).toBe(404);
    expect((await save(outsider, candidate.id, { scores: marksOf([3]) })).statusCode).toBe(404);
    expect((await call(student, 'GET', `/applications/${candidate.id}/evaluations`)).statusCode).toBe(403);
    expect((await save(student, candidate.id, { scores: marksOf([3]) })).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/applications/${candidate.id}/evaluations`)).statusCode).toBe(200);
    expect((await call(members[0]!, 'GET', '/users/me/interviews')).json().data).toHaveLength(1);
  });
});

describe('a declared conflict', () => {
  it('removes the member and their evaluation, seats a free staff member, keeps the reason in the trail', async () => {
    const { session, candidate, members } = await panelOf('Paul', 'Rita');
    const [paul, rita] = members as [Member, Member];
    const free = await fixtures.staff('Sami');
    const busy = await fixtures.staff('Tina');
    await fixtures.onlyStaff([admin, paul, rita, free, busy]);
    // Everyone but Sami already holds a seat elsewhere in the session: Sami is the one free.
    const other = await fixtures.candidate(session.id);
    for (const member of [{ id: admin.id, name: 'Admin' }, busy]) await fixtures.seat(other.id, member);
    await save(paul, candidate.id, { scores: marksOf([5, 5, 5, 5, 5]), submit: true });
    await save(rita, candidate.id, { scores: marksOf([3, 3, 3, 3, 3]), submit: true });
    expect((await fixtures.row(candidate.id)).panelScore).toBe(80);

    const declared = await call(paul, 'POST', `/applications/${candidate.id}/conflict`, {
      reason: 'The candidate is my sister’s son',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().data).toEqual({ replaced: true });
    const seats = await fixtures.seatsOf([candidate.id]);
    expect(seats.map((seat) => seat.evaluatorId).sort()).toEqual([rita.id, free.id].sort());
    expect((await fixtures.row(candidate.id)).panelScore).toBe(60);
    const [conflict] = await t.database.db
      .select()
      .from(evaluationConflicts)
      .where(eq(evaluationConflicts.applicationId, candidate.id));
    expect(conflict).toMatchObject({ evaluatorId: paul.id, reason: 'The candidate is my sister’s son' });

    const audit = await fixtures.auditOf(candidate.id);
    const line = audit.find((entry) => entry.action === 'CONFLICT')!;
    expect(line).toMatchObject({
      actorId: paul.id,
      note: 'The candidate is my sister’s son',
      before: { evaluation: { score: 100, submitted: true } },
      after: { replacement: 'Sami Panel' },
    });
    expect(audit.map((entry) => entry.action)).toContain('PANEL');

    // From then on the application and its panel answer him 404, and it leaves his interviews.
    for (const url of [`/applications/${candidate.id}`, `/applications/${candidate.id}/evaluations`])
      expect((await call(paul, 'GET', url)).statusCode, url).toBe(404);
    const again = await call(paul, 'POST', `/applications/${candidate.id}/conflict`, { reason: 'Twice' });
    expect(again.statusCode).toBe(404);
    expect((await call(paul, 'GET', '/users/me/interviews')).json().data).toEqual([]);

    // A later run never seats him there again.
    await call(admin, 'PATCH', `/sessions/${session.id}`, { panelSize: 5 });
    await call(admin, 'POST', `/sessions/${session.id}/panels`);
    expect((await fixtures.seatsOf([candidate.id])).some((seat) => seat.evaluatorId === paul.id)).toBe(false);
  });

  it('leaves the seat empty when nobody is free, and says so', async () => {
    const { candidate, members } = await panelOf('Ugo', 'Vera');
    await fixtures.onlyStaff([admin, ...members]);
    await t.database.db
      .insert(evaluationConflicts)
      .values({ applicationId: candidate.id, evaluatorId: admin.id, reason: 'Neighbour' });
    const declared = await call(members[0]!, 'POST', `/applications/${candidate.id}/conflict`, { reason: 'Cousin' });
    expect(declared.json().data).toEqual({ replaced: false });
    expect((await fixtures.seatsOf([candidate.id])).map((seat) => seat.evaluatorId)).toEqual([members[1]!.id]);
    const blank = await call(members[1]!, 'POST', `/applications/${candidate.id}/conflict`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors[0].field).toBe('reason');
  });
});
