import { createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { fillApplication } from '../support/applications.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });

test('on a phone, in French, the applicant gives in the first step what the eligibility check needs, and the submission stops asking for it', async ({
  page,
  request,
}) => {
  const session = await openSession(request, { name: `Profil ${Date.now().toString(36)}`, year: 2035 });
  try {
    const person = newPerson('aboutyou', 'Nadège');
    await createVerifiedUser(request, person, 'fr');
    const auth = await openSignedIn(page, request, person.username, person.password);
    const headers = { authorization: `Bearer ${auth.token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    // Every step done but the first one's questions about the applicant: the student profile is still empty.
    await fillApplication(request, auth.token, id, { aboutYou: false });

    await page.goto(`/applications/${id}/edit/submission`);
    const summary = page.getByRole('region', { name: 'Reste à faire avant de soumettre' });
    const details = summary
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Informations et projet pour l’année prochaine', exact: true }) });
    await expect(details.first()).toContainText('À faire');
    await expect(summary.getByRole('link', { name: 'Indiquez votre date de naissance' })).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Indiquez la ville ou le département où vous habitez' }),
    ).toBeVisible();
    await expect(page.getByText(/Rien ne manque/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Toutes les étapes sont prêtes' })).toHaveCount(0);
    await expectSoundScreen(page);

    // Submitting anyway: the server names the same fields, in French.
    await page.getByRole('checkbox', { name: /Je déclare que les informations/ }).check();
    await page.getByRole('button', { name: 'Soumettre ma candidature' }).click();
    const refused = page.getByRole('region', { name: 'La candidature n’a pas été soumise : corrigez d’abord ceci' });
    await expect(refused.getByRole('link', { name: 'Indiquez votre date de naissance' })).toBeVisible();
    await expect(
      refused.getByRole('link', { name: 'Indiquez la ville ou le département où vous habitez' }),
    ).toBeVisible();

    // Each thing to fix leads to its field in the first step.
    await refused.getByRole('link', { name: 'Indiquez votre date de naissance' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit/details#birthDate$`));
    const about = page.getByRole('group', { name: 'À propos de vous' });
    const birthDate = about.getByLabel('Date de naissance');
    await expect(birthDate).toBeFocused();
    await expect(about).toContainText('informations étudiant de votre compte');
    await expectSoundScreen(page);

    // The account settings' own checks.
    await birthDate.fill(`${new Date().getFullYear() + 1}-02-01`);
    await page.getByRole('button', { name: 'Enregistrer et marquer comme terminée' }).click();
    await expect(birthDate).toHaveAccessibleDescription('Une date de naissance ne peut pas être dans le futur');
    await birthDate.fill('2007-04-21');
    // A department alone is enough, as for the eligibility check.
    await about.getByLabel('Département où vous habitez').fill('Menoua');
    await page.getByRole('button', { name: 'Enregistrer et marquer comme terminée' }).click();
    await expect(page.locator('option[value="details"]')).toHaveText(/\(Terminée\)$/);
    // Saved and completed, the editor moves on to the next step.
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit/(school-result|high-school-resume)$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Saved into the student profile: the account settings show the same.
    const me = (await (await request.get('/api/users/me', { headers })).json()) as {
      data: { student: { birthDate: string; town: string | null; district: string } };
    };
    expect(me.data.student).toMatchObject({ birthDate: '2007-04-21', town: null, district: 'Menoua' });
    await page.goto('/account/settings/student');
    await expect(page.getByLabel('Date de naissance')).toHaveValue('2007-04-21');

    // The submission no longer lists them, and says nothing is missing.
    await page.goto(`/applications/${id}/edit/submission`);
    await expect(page.getByRole('heading', { name: 'Toutes les étapes sont prêtes' })).toBeVisible();
    await expect(page.getByText('Rien ne manque : acceptez la déclaration ci-dessous et soumettez.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Indiquez votre date de naissance' })).toHaveCount(0);
    await expectSoundScreen(page);
    await page.getByRole('checkbox', { name: /Je déclare que les informations/ }).check();
    await page.getByRole('button', { name: 'Soumettre ma candidature' }).click();
    await expect(page.getByRole('heading', { name: 'Votre candidature est soumise' })).toBeVisible();
  } finally {
    await session.close();
  }
});
