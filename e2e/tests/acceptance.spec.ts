import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, newPerson, type Person } from '../support/accounts.ts';
import { submittedApplicant } from '../support/applications.ts';
import { expectSoundScreen, onePagePdf } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });

/** A French-speaking pupil who has submitted a complete application, through the API. */
const submittedPupil = (request: APIRequestContext, sessionId: number, label: string) =>
  submittedApplicant(request, sessionId, newPerson(label, label === 'premiere' ? 'Aminatou' : 'Brice'));

async function signInInFrench(page: Page, person: Person) {
  await page.evaluate(() => localStorage.removeItem('portal.auth')).catch(() => undefined);
  await page.goto('/auth/sign-in');
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('from publication, a holder declines, the next candidate is offered the place and accepts it', async ({
  page,
  request,
  browser,
}) => {
  const session = await openSession(request, { name: `Appel ${Date.now().toString(36)}` });
  const first = await submittedPupil(request, session.id, 'premiere');
  const second = await submittedPupil(request, session.id, 'suivant');
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  for (const run of ['eligibility-check', 'save-total-scores']) {
    const answer = await request.post(`/api/applications/${run}/${session.id}`, { headers: admin });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const decided = await request.patch(`/api/applications/${first.id}/approbation`, {
    headers: admin,
    data: { status: 'APPROVED' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  // Publication: closing the session opens the place of the approved applicant.
  expect((await session.close()).ok()).toBe(true);

  // The holder reads her place on her phone: the deadline, the countdown, the obligations; she declines.
  await signInInFrench(page, first.person);
  const place = page.getByRole('region', { name: 'Votre place dans le programme de bourses' });
  await expect(place.getByText('En attente de votre réponse')).toBeVisible();
  await expect(place.getByRole('timer')).toContainText(/Il reste (9|10) jours/);
  await expect(place.getByText(/au moins 100 heures de service/)).toBeVisible();
  await expect(place.getByText(/650\s000\sFCFA par an/)).toBeVisible();
  await expectNoSideScroll(page);
  await expectSoundScreen(page);
  await place.getByRole('button', { name: 'Refuser' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refuser la bourse ?' });
  await confirm.getByRole('button', { name: 'Refuser la place' }).click();
  // Declined is the holder's own choice, never worded as a refusal by the committee.
  await expect(place.getByText('Déclinée', { exact: true })).toBeVisible();
  await expect(place.getByText(/Vous avez refusé cette place le/)).toBeVisible();

  // The committee passes the free place on now: the next candidate gets it.
  const run = await request.post(`/api/sessions/${session.id}/acceptances/process`, { headers: admin });
  expect(await run.json()).toEqual({ data: { expired: 0, offered: 1 } });
  const chain = await request.get(`/api/sessions/${session.id}/acceptances`, { headers: admin });
  expect(((await chain.json()) as { data: unknown[] }).data).toMatchObject([
    { applicationId: first.id, state: 'DECLINED', after: null },
    { applicationId: second.id, state: 'AWAITING', after: { applicationId: first.id, state: 'DECLINED' } },
  ]);

  // The next candidate accepts: without the commitment the box says why, with it the year opens.
  await signInInFrench(page, second.person);
  const offered = page.getByRole('region', { name: 'Votre place dans le programme de bourses' });
  await expect(offered.getByText('En attente de votre réponse')).toBeVisible();
  await offered.getByRole('button', { name: 'Accepter la bourse' }).click();
  await expect(
    offered.getByText('Accepter la bourse demande votre engagement à en respecter les obligations'),
  ).toBeVisible();
  await offered.getByRole('checkbox', { name: 'J’ai lu ces obligations et je m’engage à les respecter' }).check();
  await offered.getByRole('button', { name: 'Accepter la bourse' }).click();
  await expect(offered.getByText('Acceptée', { exact: true })).toBeVisible();
  await offered.getByRole('link', { name: 'Mon année de bourse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon année de bourse' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Échéancier des paiements' })
      .getByText(/108\s333 FCFA/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Heures', exact: true }).fill('3');
  await page.getByLabel('Ce que vous avez fait').fill('Soutien scolaire à l’école primaire');
  await page.getByRole('button', { name: 'Déclarer ces heures' }).click();
  await expect(page.getByText('En attente de validation')).toBeVisible();
  // The first semester's transcript, sent from the phone, then opened again through its link.
  const transcript = onePagePdf('Semestre 1');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Relevé de notes du semestre 1 (PDF, JPEG ou PNG)' }).click();
  await (await chooser).setFiles({ name: 'releve-s1.pdf', mimeType: 'application/pdf', buffer: transcript });
  await page.getByRole('button', { name: 'Envoyer', exact: true }).first().click();
  const opens = page.getByRole('link', { name: 'Ouvrir le relevé du semestre 1' });
  await expect(opens).toBeVisible();
  const file = await page.request.get((await opens.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).equals(transcript)).toBe(true);
  await expectNoSideScroll(page);
  await expectSoundScreen(page);

  // The public results, without JavaScript: numbers and initials, never names.
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'fr-FR',
    viewport: { width: 360, height: 740 },
  });
  const results = await visitor.newPage();
  await results.goto('/results');
  await expect(results.getByRole('heading', { level: 1, name: 'Résultats' })).toBeVisible();
  await expect(results.getByText(`Candidature n° ${second.id}`)).toBeVisible();
  await expect(results.getByText(`Candidature n° ${first.id}`)).toBeVisible();
  await expect(results.getByText('Place déclinée', { exact: true })).toBeVisible();
  await expect(results.getByText('Place acceptée', { exact: true })).toBeVisible();
  await expect(results.locator('body')).not.toContainText('Refusée');
  await expect(results.locator('body')).not.toContainText(first.person.lastName);
  await expect(results.locator('body')).not.toContainText(second.person.lastName);
  await visitor.close();
});
