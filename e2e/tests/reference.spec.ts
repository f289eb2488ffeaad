import { signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// A 1×1 PNG: enough for the server to check, resize and store.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('a visitor on a phone, in French', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });

  test('reads the landing page: programme, rules, figures and contact', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    for (const title of [
      'Le programme',
      'Qui peut postuler',
      'Déroulement de la candidature et règles',
      'Renouvellement',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Effectuer au moins 100 heures de service par an.')).toBeVisible();
    await expect(page.getByText(/50 pour le mérite et 50 pour la situation socio-économique/)).toBeVisible();
    // The programme's 168 before the portal, and the places accepted through it since (the journeys give some).
    const { data } = (await (await page.request.get('/api/statistics')).json()) as {
      data: { totalScholarshipsGranted: number };
    };
    expect(data.totalScholarshipsGranted).toBeGreaterThanOrEqual(168);
    await expect(page.getByTestId('statistic-scholarships')).toContainText(String(data.totalScholarshipsGranted));
    await expect(page.getByTestId('statistic-scholarships')).toContainText('Bourses octroyées');
    await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cameroun' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectSoundScreen(page);
  });

  test('follows the tour from / to the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
    // The first step has nowhere to go back to; the others move with links, the step in the address.
    await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    for (let step = 2; step <= 4; step += 1) {
      await page.getByRole('link', { name: 'Suivant' }).click();
      await expect(page).toHaveURL(new RegExp(`/\\?step=${step}$`));
    }
    await expect(page.getByRole('heading', { name: 'Comment ça marche' })).toBeVisible();
    await page.getByRole('link', { name: 'Précédent' }).click();
    await expect(page.getByRole('heading', { name: 'Qui peut postuler' })).toBeVisible();
    await page.getByRole('link', { name: 'Suivant' }).click();
    await expect(page.getByRole('link', { name: 'Créer un compte', exact: true })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
    await page.getByRole('link', { name: 'Tout savoir sur le programme' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Étudier sans se soucier de l’argent' })).toBeVisible();
  });

  test('reads the privacy page', async ({ page }) => {
    await page.goto('/about/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Le transfert vers la Suisse' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vos droits, et comment les exercer' })).toBeVisible();
    await expectSoundScreen(page);
  });
});

test.describe('an administrator', () => {
  test.use({ locale: 'en-US' });

  test('adds a document type, then deletes it after confirming', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/configurations/document-types');
    await expect(page.getByRole('heading', { name: 'Document types' })).toBeVisible();
    await expect(page.getByText('Birth certificate')).toBeVisible();
    await expectSoundScreen(page);

    await page.getByRole('button', { name: 'Add a document type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'English' }).first().fill('Medical certificate');
    await dialog.getByRole('textbox', { name: 'French' }).first().fill('Certificat médical');
    await dialog.getByRole('textbox', { name: 'Italian' }).first().fill('Certificato medico');
    await dialog.getByRole('checkbox', { name: 'Required' }).check();
    await dialog.getByRole('combobox', { name: 'Asked of' }).click();
    await page.getByRole('option', { name: 'Renewals', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: 'Medical certificate' });
    await expect(item).toBeVisible();
    await expect(item.getByText('Renewals', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Medical certificate' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete “Medical certificate”?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
  });

  test('adds a quote with a photo that then shows on the landing page', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/quotes');
    await page.getByRole('button', { name: 'Add a quote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Brice Kamga');
    await dialog.getByLabel('Position').fill('Former scholar, medicine');
    await dialog.getByLabel('Company or school').fill('Dschang district hospital');
    await dialog.getByLabel('Quote').fill('The scholarship paid my studies and taught me to serve.');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'brice.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Brice Kamga/ })).toBeVisible();
    await expect(page.getByText('“Brice Kamga” was added.')).toBeVisible();

    await page.goto('/home');
    await expect(page.getByText('The scholarship paid my studies and taught me to serve.')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Photo of Brice Kamga' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('an administrator keeping the programme settings', () => {
  test.use({ locale: 'en-US' });

  test('changes the phone number that visitors then read on /contact', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/configurations/programme');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).not.toHaveValue('');
    await phone.fill('+237 699 12 34 56');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Programme settings saved.')).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: '+237 699 12 34 56' })).toBeVisible();
  });
});

test.describe('an administrator on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('edits a handicap on a 360 px screen', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/configurations/handicaps');
    await page.getByRole('button', { name: 'Edit Hearing impairment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'English' }).fill('Hearing loss');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Hearing loss', { exact: true })).toBeVisible();
    await expect(page.getByText('“Hearing loss” was saved.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectSoundScreen(page);
  });
});
