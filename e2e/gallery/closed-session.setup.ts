import { test } from '@playwright/test';
import { apiSignIn, createVerifiedUser, newPerson } from '../support/accounts.ts';
import { adminSignIn, call, writeScenario } from './scenario.ts';

/** The password the demonstration seeder gives every applicant it makes (apps/api/src/demo/seed-demo.ts). */
const demoPassword = 'demo-applicant-2026';

type Candidate = {
  id: number;
  rank: number | null;
  eligible: boolean | null;
  universityStudent: boolean | null;
  email: string | null;
};

test('the demonstration session is checked, scored and decided, its decisions published', async ({ request }) => {
  const admin = await adminSignIn(request);
  const sessions = await call<{ content: { id: number; status: string }[] }>(request, admin, 'get', '/sessions');
  const closed = sessions.content.find((session) => session.status === 'CLOSED');
  if (!closed) throw new Error('the gallery server seeds a closed demonstration session; none was found');
  for (const run of ['eligibility-check', 'save-total-scores'])
    await call(request, admin, 'post', `/applications/${run}/${closed.id}`);

  const { content } = await call<{ content: Candidate[] }>(
    request,
    admin,
    'get',
    `/applications?filter=session.id:eq:${closed.id}&sort=rank,asc&size=100`,
  );
  const ranked = content.filter((candidate) => candidate.rank !== null);
  const ineligible = content.filter((candidate) => candidate.eligible === false);
  const decide = (candidate: Candidate, decision: object) =>
    call(request, admin, 'patch', `/applications/${candidate.id}/approbation`, decision);
  // A committee's usual outcome: the best ranked approved, the next ones not, two files refused with a reason.
  for (const candidate of ranked.slice(0, 8)) await decide(candidate, { status: 'APPROVED' });
  for (const candidate of ranked.slice(8, 12)) await decide(candidate, { status: 'NOT_APPROVED' });
  for (const candidate of ineligible.slice(0, 2))
    await decide(candidate, {
      status: 'REJECTED',
      reason: 'Le relevé de notes envoyé est illisible et le certificat de scolarité manque.',
    });

  const holder = ranked.slice(0, 8).find((candidate) => candidate.universityStudent) ?? ranked[0];
  const refused = ineligible[0];
  if (!holder?.email || !refused?.email)
    throw new Error('the demonstration session has no approved or rejected applicant');

  // Former holders' words, as the landing page shows them (the quotes form is a multipart one: a photo may come).
  for (const [fullName, position, content] of [
    ['Marie-Claire Fotso', 'Agronome, boursière 2019-2022', 'Sans la bourse, je serais restée vendre au marché.'],
    ['Emmanuel Tchinda', 'Medical student, holder since 2023', 'I can study at night instead of working.'],
    [
      'Brigitte Nana',
      'Enseignante, boursière 2016-2019',
      'Aujourd’hui j’enseigne dans le lycée où j’ai passé mon bac.',
    ],
  ]) {
    const sent = await request.post('/api/quotes', {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: { fullName: fullName!, position: position!, content: content! },
    });
    if (sent.status() !== 201) throw new Error(`quote: ${await sent.text()}`);
  }

  const person = newPerson('gallery', 'Aïcha', 'Mbarga');
  await createVerifiedUser(request, person, 'fr');
  writeScenario({
    admin,
    closedSessionId: closed.id,
    newcomer: await apiSignIn(request, person.username, person.password),
    approved: { ...(await apiSignIn(request, holder.email, demoPassword)), applicationId: holder.id },
    rejected: { ...(await apiSignIn(request, refused.email, demoPassword)), applicationId: refused.id },
  });
});
