import { test } from '@playwright/test';
import type { Interview } from '@portal/shared/selection';
import { apiSignIn, createVerifiedUser, newPerson } from '../support/accounts.ts';
import type { StoredAuth } from './camera.ts';
import { adminSignIn, call, readSelectionScenario, writeSelectionScenario } from './scenario.ts';

/** The password the demonstration seeder gives every applicant it makes (apps/api/src/demo/seed-demo.ts). */
const demoPassword = 'demo-applicant-2026';

type Shortlisted = { id: number; email: string | null; interview: Interview | null };
type Seat = { applicationId: number; interview: Interview | null };

async function demoSession(request: Parameters<typeof adminSignIn>[0], admin: StoredAuth) {
  const sessions = await call<{ content: { id: number; status: string }[] }>(request, admin, 'get', '/sessions');
  const session = sessions.content.find((one) => one.status === 'OPEN');
  if (!session) throw new Error('the gallery server seeds a demonstration session past its deadline; none was found');
  return session.id;
}

// Run once (each is its own project), around the screens of the shortlist: first the people, then the panels' work.

test('the shortlist: an applicant still to choose a time, one booked, two evaluators', async ({ request }) => {
  const admin = await adminSignIn(request);
  const sessionId = await demoSession(request, admin);
  const { content } = await call<{ content: Shortlisted[] }>(
    request,
    admin,
    'get',
    `/applications?filter=session.id:eq:${sessionId};preselected:eq:true&sort=totalScore,desc&size=100`,
  );
  const invited = content.find((row) => row.interview?.state === 'INVITED' && row.email);
  const booked = content.find((row) => row.interview?.state === 'BOOKED' && row.email);
  if (!invited?.email || !booked?.email)
    throw new Error('the demonstration shortlist has no invited or booked applicant');

  // Evaluators sign up as anybody does; an administrator gives them the role (which signs them out), then they sign in.
  const evaluators: StoredAuth[] = [];
  for (const [first, last] of [
    ['Ursula', 'Keller'],
    ['Emmanuel', 'Ngando'],
  ] as const) {
    const person = newPerson('evaluator', first, last);
    const id = await createVerifiedUser(request, person, 'en');
    await call(request, admin, 'put', `/users/${id}/role`, { role: 'EVALUATOR' });
    evaluators.push(await apiSignIn(request, person.username, person.password));
  }
  writeSelectionScenario({
    admin,
    sessionId,
    invited: { ...(await apiSignIn(request, invited.email, demoPassword)), applicationId: invited.id },
    booked: { ...(await apiSignIn(request, booked.email, demoPassword)), applicationId: booked.id },
    evaluator: evaluators[0]!,
    others: evaluators.slice(1),
  });
});

test('the panels sit: interviews held, evaluations submitted, one left as a draft', async ({ request }) => {
  const scenario = readSelectionScenario();
  const { admin, sessionId } = scenario;
  await call(request, admin, 'post', `/sessions/${sessionId}/panels`);
  const { content } = await call<{ content: Shortlisted[] }>(
    request,
    admin,
    'get',
    `/applications?filter=session.id:eq:${sessionId};preselected:eq:true&size=100`,
  );
  // Every booked interview took place, but the one whose applicant's dashboard still shows the time to come.
  for (const row of content)
    if (row.interview?.state === 'BOOKED' && row.id !== scenario.booked.applicationId)
      await call(request, admin, 'patch', `/applications/${row.id}/interview`, { state: 'HELD' });

  const { criteria } = await call<{ criteria: { code: string }[] }>(
    request,
    admin,
    'get',
    `/sessions/${sessionId}/rubric`,
  );
  // Marks vary by candidate, criterion and member; the other evaluator is a little severe; the photographed one leaves
  // their first file a draft.
  const marks = (applicationId: number, member: number, bias: number) =>
    Object.fromEntries(
      criteria.map((criterion, index) => [
        criterion.code,
        Math.max(0, Math.min(5, 2 + ((applicationId + index) % 3) + ((applicationId + member + index) % 2) + bias)),
      ]),
    );
  const staff = [
    { auth: scenario.evaluator, bias: 0, first: true },
    { auth: admin, bias: 0, first: false },
    ...scenario.others.map((auth) => ({ auth, bias: -1, first: false })),
  ];
  let draftOf = 0;
  let submittedOf = 0;
  for (const [member, { auth, bias, first }] of staff.entries()) {
    const seats = await call<Seat[]>(request, auth, 'get', '/users/me/interviews');
    for (const seat of seats.filter((one) => one.interview?.state === 'HELD')) {
      const draft = first && draftOf === 0;
      await call(request, auth, 'put', `/applications/${seat.applicationId}/evaluations/mine`, {
        scores: marks(seat.applicationId, member, bias),
        comment: draft
          ? 'Projet clair ; à compléter après relecture des notes.'
          : 'Entretien clair ; projet d’études réaliste et bien préparé.',
        ...(draft ? {} : { submit: true }),
      });
      if (draft) draftOf = seat.applicationId;
      else if (first && submittedOf === 0) submittedOf = seat.applicationId;
    }
  }
  if (!draftOf || !submittedOf) throw new Error('the evaluator sits on fewer than two held interviews');
  writeSelectionScenario({ ...scenario, panels: { draftOf, submittedOf } });
});
