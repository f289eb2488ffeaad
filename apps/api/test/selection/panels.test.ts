import { defaultInterviewRubric } from '@portal/shared/selection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationConflicts } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { marksOf, selectionFixtures } from './fixtures.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let fixtures: ReturnType<typeof selectionFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  fixtures = selectionFixtures(t);
  admin = await t.createUser({ role: 'ADMIN' });
  student = await t.createUser();
});
afterAll(async () => t?.close());

const call = (user: TestUser | null, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.injectAs(user, {
    method,
    url: `/api${url}`,
    headers: { 'accept-language': 'fr' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const rubric = (weights: number[], codes = ['listening', 'project', 'french']) => ({
  criteria: weights.map((weight, index) => ({
    code: codes[index]!,
    label: { fr: `Critère ${index}`, en: `Criterion ${index}`, it: `Criterio ${index}` },
    weight,
  })),
});

describe('the session’s selection settings', () => {
  it('reads the defaults, changes them, and refuses values out of range naming the field', async () => {
    const session = await fixtures.session();
    const read = await call(admin, 'GET', `/sessions/${session.id}`);
    expect(read.json().data).toMatchObject({ interviewWeight: 0, panelSize: 2, correctSeverity: false });

    const changed = await call(admin, 'PATCH', `/sessions/${session.id}`, {
      interviewWeight: 40,
      panelSize: 3,
      correctSeverity: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ interviewWeight: 40, panelSize: 3, correctSeverity: true });

    const refused = await call(admin, 'PATCH', `/sessions/${session.id}`, { interviewWeight: 101, panelSize: 0 });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['interviewWeight', 'panelSize']);
    expect((await fixtures.row((await fixtures.candidate(session.id)).id)).finalScore).toBeNull();
  });

  it('keeps a closed session’s weighting as published (409), but lets its other fields be sent again', async () => {
    const session = await fixtures.session('CLOSED', { interviewWeight: 30 });
    const refused = await call(admin, 'PATCH', `/sessions/${session.id}`, { interviewWeight: 50 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SESSION_CLOSED');
    const same = await call(admin, 'PATCH', `/sessions/${session.id}`, { interviewWeight: 30, name: 'Renamed' });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('the interview rubric', () => {
  it('starts as the default, is replaced by an administrator, and refuses weights that do not sum to 100', async () => {
    const session = await fixtures.session();
    const first = await call(admin, 'GET', `/sessions/${session.id}/rubric`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ criteria: defaultInterviewRubric.criteria, locked: false });

    const wrongSum = await call(admin, 'PUT', `/sessions/${session.id}/rubric`, rubric([50, 30, 10]));
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().fieldErrors).toEqual([
      { field: 'criteria', code: 'validation.weightsSum100', message: 'Les poids doivent faire 100 au total' },
    ]);
    const twice = await call(admin, 'PUT', `/sessions/${session.id}/rubric`, rubric([50, 50], ['project', 'project']));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors[0].field).toBe('criteria.1.code');
    expect((await call(student, 'PUT', `/sessions/${session.id}/rubric`, rubric([50, 30, 20]))).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/sessions/${session.id}/rubric`)).json().data.criteria).toEqual(
      defaultInterviewRubric.criteria,
    );

    const saved = await call(admin, 'PUT', `/sessions/${session.id}/rubric`, rubric([50, 30, 20]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(admin, 'GET', `/sessions/${session.id}/rubric`)).json().data).toEqual({
      ...rubric([50, 30, 20]),
      locked: false,
    });
  });

  it('locks once an evaluation of the session is submitted (409 RUBRIC_LOCKED), and stays as it was', async () => {
    const session = await fixtures.session();
    const candidate = await fixtures.candidate(session.id);
    await fixtures.seat(candidate.id, { id: admin.id, name: 'Admin' });
    const draft = await call(admin, 'PUT', `/applications/${candidate.id}/evaluations/mine`, {
      scores: marksOf([3, 3]),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    // A draft does not lock it.
    expect((await call(admin, 'PUT', `/sessions/${session.id}/rubric`, defaultInterviewRubric)).statusCode).toBe(200);

    const submitted = await call(admin, 'PUT', `/applications/${candidate.id}/evaluations/mine`, {
      scores: marksOf([3, 3, 3, 3, 3]),
      submit: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const locked = await call(admin, 'PUT', `/sessions/${session.id}/rubric`, rubric([50, 30, 20]));
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'RUBRIC_LOCKED' });
    expect(locked.json().message).toMatch(/grille ne change plus/);
    expect((await call(admin, 'GET', `/sessions/${session.id}/rubric`)).json().data).toEqual({
      criteria: defaultInterviewRubric.criteria,
      locked: true,
    });
  });
});

describe('the panels’ run', () => {
  const seatCounts = async (applicationIds: number[], staff: { id: number }[]) => {
    const seats = await fixtures.seatsOf(applicationIds);
    return staff.map((member) => seats.filter((seat) => seat.evaluatorId === member.id).length);
  };

  it('seats panelSize staff members per preselected application, balanced, never one with a conflict', async () => {
    const session = await fixtures.session('NEW', { panelSize: 2 });
    const staff = [admin, ...(await Promise.all(['Ama', 'Bea', 'Cyr', 'Dan'].map((name) => fixtures.staff(name))))];
    await fixtures.onlyStaff(staff);
    const preselected = [];
    for (let n = 0; n < 7; n++) preselected.push(await fixtures.candidate(session.id, { firstName: `P${n}` }));
    const left = await fixtures.candidate(session.id, { preselected: false, interviewState: null });
    const conflicts = [
      { applicationId: preselected[0]!.id, evaluatorId: staff[1]!.id, reason: 'Her cousin' },
      { applicationId: preselected[1]!.id, evaluatorId: staff[2]!.id, reason: 'His neighbour' },
      { applicationId: preselected[1]!.id, evaluatorId: staff[3]!.id, reason: 'Former pupil' },
    ];
    await t.database.db.insert(evaluationConflicts).values(conflicts);

    const run = await call(admin, 'POST', `/sessions/${session.id}/panels`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toEqual({ assigned: 14, evaluators: 5, unfilled: [] });
    const ids = preselected.map((application) => application.id);
    const seats = await fixtures.seatsOf([...ids, left.id]);
    for (const id of ids) expect(seats.filter((seat) => seat.applicationId === id)).toHaveLength(2);
    expect(seats.filter((seat) => seat.applicationId === left.id)).toEqual([]);
    for (const conflict of conflicts)
      expect(
        seats.some((s) => s.applicationId === conflict.applicationId && s.evaluatorId === conflict.evaluatorId),
      ).toBe(false);
    const counts = await seatCounts(ids, staff);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    const audit = await fixtures.auditOf(ids[0]!);
    expect(audit.map((line) => line.action)).toEqual(['PANEL']);
    expect((audit[0]!.after as { panel: string[] }).panel).toHaveLength(2);

    // Rerun: the seats held are kept and nothing is added; a bigger panel adds a seat each, still balanced.
    expect((await call(admin, 'POST', `/sessions/${session.id}/panels`)).json().data).toEqual({
      assigned: 0,
      evaluators: 5,
      unfilled: [],
    });
    expect(await fixtures.seatsOf(ids)).toEqual(seats.filter((seat) => seat.applicationId !== left.id));
    await call(admin, 'PATCH', `/sessions/${session.id}`, { panelSize: 3 });
    expect((await call(admin, 'POST', `/sessions/${session.id}/panels`)).json().data.assigned).toBe(7);
    const grown = await seatCounts(ids, staff);
    expect(grown.reduce((sum, count) => sum + count, 0)).toBe(21);
    expect(Math.max(...grown) - Math.min(...grown)).toBeLessThanOrEqual(1);
    const after = await fixtures.seatsOf(ids);
    for (const conflict of conflicts)
      expect(
        after.some((s) => s.applicationId === conflict.applicationId && s.evaluatorId === conflict.evaluatorId),
      ).toBe(false);
  });

  it('counts the seats already held, so the new ones go to those who hold fewer', async () => {
    const session = await fixtures.session('NEW', { panelSize: 1 });
    const staff = [admin, ...(await Promise.all(['Eve', 'Fon'].map((name) => fixtures.staff(name))))];
    await fixtures.onlyStaff(staff);
    const applications = [];
    for (let n = 0; n < 6; n++) applications.push(await fixtures.candidate(session.id));
    await fixtures.seat(applications[0]!.id, { id: admin.id, name: 'Admin' });
    await fixtures.seat(applications[1]!.id, { id: admin.id, name: 'Admin' });

    const run = await call(admin, 'POST', `/sessions/${session.id}/panels`);
    expect(run.json().data).toEqual({ assigned: 4, evaluators: 3, unfilled: [] });
    expect(
      await seatCounts(
        applications.map((application) => application.id),
        staff,
      ),
    ).toEqual([2, 2, 2]);
  });

  it('fills what it can when too few staff members are free, and names the panels left short', async () => {
    const session = await fixtures.session('NEW', { panelSize: 3 });
    const staff = [admin, await fixtures.staff('Gil')];
    await fixtures.onlyStaff(staff);
    const full = await fixtures.candidate(session.id, { firstName: 'Awa', lastName: 'Short' });
    const barred = await fixtures.candidate(session.id, { firstName: 'Bello', lastName: 'Barred' });
    await t.database.db
      .insert(evaluationConflicts)
      .values({ applicationId: barred.id, evaluatorId: staff[1]!.id, reason: 'Uncle' });

    const run = await call(admin, 'POST', `/sessions/${session.id}/panels`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toEqual({
      assigned: 3,
      evaluators: 2,
      unfilled: [
        { applicationId: full.id, applicantName: 'Awa Short', missing: 1 },
        { applicationId: barred.id, applicantName: 'Bello Barred', missing: 2 },
      ],
    });
  });

  it('is refused on a closed session, and to students', async () => {
    const session = await fixtures.session('CLOSED');
    const closed = await call(admin, 'POST', `/sessions/${session.id}/panels`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SESSION_CLOSED');
    expect((await call(student, 'POST', `/sessions/${session.id}/panels`)).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/sessions/999999/panels')).statusCode).toBe(404);
  });
});
