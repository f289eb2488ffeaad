import {
  exampleCandidates,
  exampleEvaluations,
  exampleEvaluators,
  exampleInterviewWeight,
  exampleTotals,
  expectedPanels,
  expectedSeverity,
} from '@portal/shared/panel-scores-example';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewSlots } from '../../src/db/schema/index.ts';
import { runsFixtures } from '../review/runs-fixtures.ts';
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

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.injectAs(user, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
const figures = async (id: number) => {
  const { panelScore, correctedPanelScore, panelSpread, finalScore, finalRank } = await fixtures.row(id);
  return { panelScore, correctedPanelScore, panelSpread, finalScore, finalRank };
};

describe('the worked example of docs/scoring.md, through the API', () => {
  it('gives the panel, corrected and final scores, the final ranking and each evaluator’s severity', async () => {
    const session = await fixtures.session('NEW', { interviewWeight: exampleInterviewWeight });
    const evaluators = Object.fromEntries(
      await Promise.all(exampleEvaluators.map(async (name) => [name, await fixtures.staff(name)] as const)),
    );
    const candidates = Object.fromEntries(
      await Promise.all(
        exampleCandidates.map(
          async (name, index) =>
            [
              name,
              await fixtures.candidate(session.id, {
                firstName: name,
                totalScore: exampleTotals[name],
                rank: index + 1,
                interviewState: 'HELD',
              }),
            ] as const,
        ),
      ),
    );
    // Two more of the ranking: one who missed the interview (best total, no final score: after the interviewed),
    // and one not eligible (no rank, no final rank).
    const missed = await fixtures.candidate(session.id, { totalScore: 90, rank: 6, interviewState: 'MISSED' });
    const unranked = await fixtures.candidate(session.id, { totalScore: 95, rank: null, eligible: false });
    for (const { candidate, evaluator } of exampleEvaluations)
      await fixtures.seat(candidates[candidate]!.id, evaluators[evaluator]!);

    for (const { candidate, evaluator, marks, score } of exampleEvaluations) {
      const saved = await call(
        evaluators[evaluator]!,
        'PUT',
        `/applications/${candidates[candidate]!.id}/evaluations/mine`,
        {
          scores: marksOf(marks),
          submit: true,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.score).toBe(score);
    }

    for (const name of exampleCandidates) {
      const { panelScore, correctedPanelScore, panelSpread, plain } = expectedPanels[name];
      expect(await figures(candidates[name]!.id), name).toEqual({
        panelScore,
        correctedPanelScore,
        panelSpread,
        ...plain,
      });
    }
    expect(await figures(missed.id)).toMatchObject({ panelScore: null, finalScore: null, finalRank: 6 });
    expect(await figures(unranked.id)).toMatchObject({ finalScore: null, finalRank: null });

    // The candidates list carries the same figures; Brice's panel (25 points apart) is the one to discuss.
    const list = await call(admin, 'GET', `/applications?filter=session.id:eq:${session.id}&sort=finalRank,asc`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.content as { firstName: string; finalRank: number; panelSpread: number | null }[];
    expect(rows.slice(0, 5).map((row) => row.firstName)).toEqual(['Aïcha', 'Désiré', 'Chantal', 'Estelle', 'Brice']);
    expect(rows.find((row) => row.firstName === 'Brice')!.panelSpread).toBe(25);
    const staffRead = await call(admin, 'GET', `/applications/${candidates.Brice!.id}`);
    expect(staffRead.json().data).toMatchObject({ panelScore: 57.5, correctedPanelScore: 64.48, panelSpread: 25 });

    // The committee takes the corrected scores: Brice, marked down by the severest evaluator, moves up.
    const corrected = await call(admin, 'PATCH', `/sessions/${session.id}`, { correctSeverity: true });
    expect(corrected.statusCode, corrected.body).toBe(200);
    for (const name of exampleCandidates)
      expect(await figures(candidates[name]!.id), name).toMatchObject(expectedPanels[name].corrected);

    const severity = await call(admin, 'GET', `/sessions/${session.id}/evaluators`);
    expect(severity.statusCode, severity.body).toBe(200);
    expect(severity.json().data).toEqual(
      [...exampleEvaluators].sort().map((name) => ({
        id: evaluators[name]!.id,
        name: `${name} Panel`,
        submitted: expectedSeverity[name].seats,
        ...expectedSeverity[name],
      })),
    );

    // No interview weight: the final score is the total score, in the order of the totals.
    await call(admin, 'PATCH', `/sessions/${session.id}`, { interviewWeight: 0 });
    expect(await figures(missed.id)).toMatchObject({ finalScore: 90, finalRank: 1 });
    expect(await figures(candidates.Aïcha!.id)).toMatchObject({ finalScore: 70.75, finalRank: 2 });
    expect(await figures(unranked.id)).toMatchObject({ finalScore: 95, finalRank: null });
  });
});

describe('the final ranking after the scores are saved', () => {
  it('follows the total scores and ranks the score run gives', async () => {
    const runs = runsFixtures(t);
    const session = await runs.session('NEW', { passScore: 0, candidatesToSelect: 1 });
    const strong = await runs.applicant(session.id, { average: 16 });
    const weak = await runs.applicant(session.id, { average: 12.5 });
    await runs.setEligible(strong.id, true);
    await runs.setEligible(weak.id, true);
    const run = await call(admin, 'POST', `/applications/save-total-scores/${session.id}`);
    expect(run.statusCode, run.body).toBe(200);
    const [first, second] = [await runs.row(strong.id), await runs.row(weak.id)];
    expect([first.finalScore, first.finalRank]).toEqual([first.totalScore, 1]);
    expect([second.finalScore, second.finalRank]).toEqual([second.totalScore, 2]);
  });
});

describe('my interviews', () => {
  it('lists the caller’s seats in sessions not closed, soonest first, with the interview and their evaluation', async () => {
    const open = await fixtures.session();
    const closed = await fixtures.session('CLOSED');
    const me = await fixtures.staff('Yaya');
    const [slot] = await t.database.db
      .insert(interviewSlots)
      .values({
        sessionId: open.id,
        startsAt: new Date('2031-02-03T08:30:00Z'),
        minutes: 30,
        place: 'Dschang',
        capacity: 2,
      })
      .returning();
    const booked = await fixtures.candidate(open.id, {
      firstName: 'Awa',
      lastName: 'Booked',
      interviewState: 'BOOKED',
      interviewSlotId: slot!.id,
    });
    const invited = await fixtures.candidate(open.id, { firstName: 'Bea', lastName: 'Invited' });
    const drafted = await fixtures.candidate(open.id, { firstName: 'Cy', lastName: 'Drafted' });
    const past = await fixtures.candidate(closed.id);
    for (const application of [invited, drafted, booked, past]) await fixtures.seat(application.id, me);
    await call(me, 'PUT', `/applications/${drafted.id}/evaluations/mine`, { scores: {}, comment: 'Called twice' });
    await call(me, 'PUT', `/applications/${booked.id}/evaluations/mine`, {
      scores: marksOf([3, 3, 3, 3, 3]),
      submit: true,
    });

    const mine = await call(me, 'GET', '/users/me/interviews');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([
      {
        applicationId: booked.id,
        applicantName: 'Awa Booked',
        sessionId: open.id,
        sessionName: open.name,
        interview: {
          state: 'BOOKED',
          slot: {
            id: slot!.id,
            startsAt: '2031-02-03T08:30:00.000Z',
            minutes: 30,
            place: 'Dschang',
            videoUrl: null,
            capacity: 2,
            booked: 1,
          },
        },
        evaluation: 'SUBMITTED',
      },
      expect.objectContaining({
        applicationId: invited.id,
        interview: { state: 'INVITED', slot: null },
        evaluation: 'NONE',
      }),
      expect.objectContaining({ applicationId: drafted.id, applicantName: 'Cy Drafted', evaluation: 'DRAFT' }),
    ]);
    expect((await call(admin, 'GET', '/users/me/interviews')).json().data).toEqual([]);
  });
});
