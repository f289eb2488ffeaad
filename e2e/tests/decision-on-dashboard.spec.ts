import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, newPerson, type Person } from '../support/accounts.ts';
import { readyApplicant } from '../support/applications.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });

const reason = 'Votre relevé de notes est illisible : il fallait une copie nette.';

/** A French-speaking pupil with every step done, through the API: what is left is the declaration and the button. */
const pupilReadyToSubmit = (request: APIRequestContext, sessionId: number, label: string) =>
  readyApplicant(request, sessionId, newPerson(label, 'Aminatou'));

async function signInInFrench(page: Page, person: Person) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('an applicant submits, the committee decides and closes the session, and she reads the decision on her dashboard', async ({
  page,
  request,
}) => {
  const sessionName = `Appel ${Date.now().toString(36)}`;
  const session = await openSession(request, {
    name: sessionName,
    completionNotice: { en: '', fr: 'Merci ! Votre dossier est complet.', it: '' },
    applicationGuidelines: { en: '', fr: 'Remplissez chaque étape vous-même.', it: '' },
  });
  try {
    const rejected = await pupilReadyToSubmit(request, session.id, 'rejetee');
    const approved = await pupilReadyToSubmit(request, session.id, 'retenue');
    const submitted = await request.post(`/api/applications/${approved.id}/submit`, {
      headers: approved.headers,
      data: { declaration: true },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);

    // She submits on her phone: each step says one state, the guidelines come before the thank-you.
    await signInInFrench(page, rejected.person);
    await page.goto(`/applications/${rejected.id}/edit/how-to-fill`);
    const guide = page.getByRole('region', { name: 'Consignes de candidature' });
    await expect(guide.getByText('Remplissez chaque étape vous-même.')).toBeVisible();
    await page.goto(`/applications/${rejected.id}/edit/submission`);
    const summary = page.getByRole('list', { name: 'Les étapes de la candidature' });
    await expect(summary.getByText('À revoir')).toHaveCount(0);
    await expect(summary.getByText('Terminée')).toHaveCount(6);
    await expect(summary.getByText('Rien à déclarer')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Votre candidature est complète' })).toContainText(
      'Merci ! Votre dossier est complet.',
    );
    await page.getByRole('checkbox', { name: /Je déclare que les informations/ }).check();
    await page.getByRole('button', { name: 'Soumettre ma candidature' }).click();
    await expect(page.getByRole('heading', { name: 'Votre candidature est soumise' })).toBeFocused();
    await expect(page.getByText(/Elle attend la décision du comité/)).toBeVisible();
    await expectSoundScreen(page);

    // The committee rejects one, approves the other, and closes the session: the decisions are published.
    const admin = { authorization: `Bearer ${await adminToken(request)}` };
    for (const [id, body] of [
      [rejected.id, { status: 'REJECTED', reason }],
      [approved.id, { status: 'APPROVED' }],
    ] as const) {
      const decided = await request.patch(`/api/applications/${id}/approbation`, { headers: admin, data: body });
      expect(decided.ok(), await decided.text()).toBe(true);
    }
    expect((await session.close()).ok()).toBe(true);

    // She signs in again: no session is open, and her decision is on the dashboard, with its reason.
    await page.evaluate(() => localStorage.removeItem('portal.auth'));
    await signInInFrench(page, rejected.person);
    await expect(page.getByRole('region', { name: 'Session en cours' })).toContainText('Aucune session n’est ouverte');
    const recent = page.getByRole('region', { name: 'Mes dernières candidatures et décisions' });
    const card = recent.getByRole('article', { name: sessionName });
    await expect(card.getByText('Rejetée', { exact: true })).toBeVisible();
    await expect(card.getByText(reason)).toBeVisible();
    await expect(card.getByText('Cette candidature ne peut pas être soumise à nouveau.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Voir', exact: true })).toHaveAttribute(
      'href',
      `/applications/${rejected.id}/view`,
    );
    await expectNoSideScroll(page);
    await expectSoundScreen(page);

    // "See the decision" opens the application on the committee's decision, read first; nothing below says "waits".
    await card.getByRole('link', { name: 'Voir la décision' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${rejected.id}/view/[a-z-]+#decision$`));
    const decision = page.getByRole('region', { name: 'Décision du comité' });
    await expect(decision.getByRole('heading', { name: 'Décision du comité' })).toBeFocused();
    await expect(decision.getByText('Rejetée', { exact: true })).toBeVisible();
    await expect(decision).toContainText(reason);
    await page.goto(`/applications/${rejected.id}/view/submission`);
    await expect(page.getByText('Le comité a statué : sa décision figure en haut de cette page.')).toBeVisible();
    await expect(page.getByText(/attend la décision du comité/)).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectSoundScreen(page);

    // The approved one reads "Approuvée" at the top, and the same in her submission section's words.
    await page.evaluate(() => localStorage.removeItem('portal.auth'));
    await signInInFrench(page, approved.person);
    const approvedCard = page
      .getByRole('region', { name: 'Mes dernières candidatures et décisions' })
      .getByRole('article', { name: sessionName });
    await expect(approvedCard.getByText('Approuvée', { exact: true })).toBeVisible();
    await approvedCard.getByRole('link', { name: 'Voir la décision' }).click();
    await expect(page.getByRole('region', { name: 'Décision du comité' }).getByText('Approuvée')).toBeVisible();
    await page.goto(`/applications/${approved.id}/view/submission`);
    await expect(page.getByText('Le comité a statué : sa décision figure en haut de cette page.')).toBeVisible();
    await expect(page.getByText(/attend la décision du comité/)).toHaveCount(0);
  } finally {
    await session.close();
  }
});
