import { test } from '@playwright/test';
import type { ScheduleLineAnswer } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import { apiSignIn, createVerifiedUser, newPerson } from '../support/accounts.ts';
import { adminSignIn, call, writeScenario } from './scenario.ts';

/** The password the demonstration seeder gives every applicant it makes (apps/api/src/demo/seed-demo.ts). */
const demoPassword = 'demo-applicant-2026';

type Candidate = {
  id: number;
  finalRank: number | null;
  eligible: boolean | null;
  universityStudent: boolean | null;
  email: string | null;
};

type Year = { schedule: ScheduleLineAnswer[] };

test('the demonstration session is decided by its final ranking, its decisions published', async ({ request }) => {
  const admin = await adminSignIn(request);
  // The seeder checked and scored it and drew the interview shortlist (`--stage preselected`); the `selection` projects
  // had the panels sit: the final ranking decides.
  const sessions = await call<{ content: { id: number; status: string }[] }>(request, admin, 'get', '/sessions');
  const closed = sessions.content.find((session) => session.status === 'OPEN');
  if (!closed) throw new Error('the gallery server seeds a demonstration session past its deadline; none was found');

  const { content } = await call<{ content: Candidate[] }>(
    request,
    admin,
    'get',
    `/applications?filter=session.id:eq:${closed.id}&sort=finalRank,asc&size=100`,
  );
  const ranked = content.filter((candidate) => candidate.finalRank !== null);
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

  // Closing publishes the list: every candidate is mailed and each place's ten days start.
  await call(request, admin, 'put', `/sessions/${closed.id}/status/CLOSED`);

  const holder = ranked.slice(0, 8).find((candidate) => candidate.universityStudent) ?? ranked[0];
  const offered = ranked.slice(0, 8).find((candidate) => candidate !== holder);
  const refused = ineligible[0];
  if (!holder?.email || !offered?.email || !refused?.email)
    throw new Error('the demonstration session has no approved or rejected applicant');

  // One holder accepts and starts the year: service hours reported, the tuition fee set and paid by bank, the first
  // instalments paid by mobile money.
  const beneficiary = await apiSignIn(request, holder.email, demoPassword);
  await call(request, beneficiary, 'post', `/applications/${holder.id}/acceptance`, { accept: true, commitment: true });
  await call(request, admin, 'put', `/beneficiaries/${holder.id}/tuition`, { amount: 50_000 });
  const year = await call<Year>(request, admin, 'get', `/beneficiaries/${holder.id}`);
  const today = programmeDay(new Date());
  for (const [index, line] of year.schedule.slice(0, 3).entries())
    await call(request, admin, 'post', `/beneficiaries/${holder.id}/payments`, {
      dueDate: line.dueDate,
      amount: line.amount,
      paidDate: today,
      operator: line.kind === 'TUITION' ? 'BANK' : 'MTN_MOMO',
      reference: `MP2611${holder.id}${index}`,
    });
  await call(request, beneficiary, 'post', `/beneficiaries/${holder.id}/hours`, {
    date: today,
    hours: 3.5,
    description: 'Soutien scolaire en mathématiques au lycée bilingue de Dschang',
  });

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
    approved: { ...beneficiary, applicationId: holder.id },
    offered: { ...(await apiSignIn(request, offered.email, demoPassword)), applicationId: offered.id },
    rejected: { ...(await apiSignIn(request, refused.email, demoPassword)), applicationId: refused.id },
  });
});
