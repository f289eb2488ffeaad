import type { Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/**
 * "Am I eligible?" on a phone: a plain form the server answers, with or without JavaScript, in the visitor's
 * language; eligible with a link to sign up, or every reason why not; bad answers named, on a 400 page.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function answerAsStudent(page: Page, answers: { average: string; town: string; university: string }) {
  await page.getByRole('radio', { name: 'A university student' }).check();
  await page.getByLabel('Credits earned this year').fill('56');
  await page.getByLabel('Credits of the year').fill('60');
  await page.getByLabel('Annual average (out of 20)').fill(answers.average);
  await page.getByLabel('Birth date').fill('2006-03-01');
  await page.getByLabel('Town where you live').fill(answers.town);
  await page.getByLabel('University you attend or plan to attend').fill(answers.university);
}

/**
 * Every choice is a small radio (their stylesheet once went missing and each dot drew as a disc as wide as the
 * screen), and nothing makes the page wider than the phone.
 */
async function expectSmallRadiosAndNoOverflow(page: Page) {
  await expect(page.getByRole('radio').first()).toBeVisible();
  const boxes = await page
    .locator('[class*="mantine-Radio-radio"], [class*="mantine-Radio-icon"]')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThanOrEqual(8);
  for (const box of boxes) {
    expect(box.width).toBeLessThanOrEqual(32);
    expect(box.height).toBeLessThanOrEqual(32);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Submits the form and answers the status of the page the server sent back. */
async function check(page: Page, button = 'Check my eligibility'): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/eligibility') && r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('from the landing page, a student of the university learns they are eligible and can sign up', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Am I eligible? Check in a minute' }).click();
    await expect(page).toHaveURL(/\/eligibility$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Am I eligible?' })).toBeVisible();
    await expectSmallRadiosAndNoOverflow(page);

    await answerAsStudent(page, { average: '13,5', town: 'Dschang', university: 'Université de Dschang (UDs)' });
    expect(await check(page)).toBe(200);
    const verdict = page.getByRole('status').filter({ hasText: 'You appear to be eligible' });
    await expect(verdict).toBeVisible();
    await expect(verdict.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/sign-up');
    // The answers stay in the form, to change one and check again.
    await expect(page.getByLabel('Annual average (out of 20)')).toHaveValue('13,5');
    await expectSmallRadiosAndNoOverflow(page);
  });

  test('a pupil living elsewhere reads every reason', async ({ page }) => {
    await page.goto('/eligibility');
    await page.getByRole('radio', { name: 'A pupil finishing secondary school' }).check();
    await page.getByRole('radio', { name: 'GCE Advanced Level (English-speaking system)' }).check();
    await page.getByLabel('Subject 1').selectOption('D');
    await page.getByLabel('Subject 2').selectOption('O');
    await page.getByLabel('Subject 3').selectOption('O');
    await page.getByLabel('Birth date').fill('2008-01-01');
    await page.getByLabel('Town where you live').fill('Bafoussam');
    await page.getByLabel('University you attend or plan to attend').fill('University of Dschang');
    expect(await check(page)).toBe(200);
    const verdict = page.getByRole('status').filter({ hasText: 'You do not appear to be eligible' });
    await expect(verdict.getByRole('listitem')).toHaveCount(3);
    await expect(verdict).toContainText('Bafoussam');
    await expect(page.getByLabel('Subject 2')).toHaveValue('O');
  });

  test('bad answers come back on a 400 page naming each field, nothing judged', async ({ page }) => {
    await page.goto('/eligibility');
    await answerAsStudent(page, { average: 'twelve', town: 'Dschang', university: '' });
    expect(await check(page)).toBe(400);
    const problems = page.getByRole('alert').filter({ hasText: 'Some answers need another look' });
    await expect(problems).toContainText('Annual average (out of 20): Invalid value');
    await expect(problems).toContainText('University you attend or plan to attend: This field is required');
    await expect(page.getByText('You appear to be eligible')).toHaveCount(0);
    await expect(page.getByLabel('Annual average (out of 20)')).toHaveAttribute('aria-invalid', 'true');
  });
});

test('with JavaScript, the radios are small and the page fits the phone, visited or reached inside the app', async ({
  page,
}) => {
  // The single-page app draws the public pages itself once it runs: from the sign-in page to /home, then here.
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Scholarship Portal, home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Am I eligible? Check in a minute' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Am I eligible?' })).toBeVisible();
  await expectSmallRadiosAndNoOverflow(page);
  await page.goto('/eligibility?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Suis-je éligible ?' })).toBeVisible();
  await expectSmallRadiosAndNoOverflow(page);
});

// axe runs in the page, so these journeys keep JavaScript on; the server sends the same HTML either way.
test('with JavaScript, an empty form is a 400 page listing what to answer, which passes axe', async ({ page }) => {
  test.slow();
  await page.goto('/eligibility');
  await expectSoundScreen(page);
  expect(await check(page)).toBe(400);
  const problems = page.getByRole('alert').filter({ hasText: 'Some answers need another look' });
  await expect(problems).toContainText('You are: This field is required');
  await problems.getByRole('link', { name: 'Birth date' }).click();
  await expect(page).toHaveURL(/#answer-birthDate$/);
  await expectSoundScreen(page);
});

test('with JavaScript, the same form answers in French', async ({ page }) => {
  test.slow();
  await page.goto('/eligibility?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Suis-je éligible ?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Étudiant à l’université' }).check();
  await page.getByLabel('Crédits obtenus cette année').fill('40');
  await page.getByLabel('Crédits de l’année').fill('60');
  await page.getByLabel('Moyenne annuelle (sur 20)').fill('11');
  await page.getByLabel('Date de naissance').fill('2006-03-01');
  await page.getByLabel('Ville où vous habitez').fill('Dschang');
  await page.getByLabel('Université que vous fréquentez ou visez').fill('Université de Dschang');
  expect(await check(page, 'Vérifier mon éligibilité')).toBe(200);
  const verdict = page.getByRole('status').filter({ hasText: 'Vous ne semblez pas éligible' });
  await expect(verdict.getByRole('listitem')).toHaveCount(2);
  await expectSoundScreen(page);
  // A verdict in English too, to check the eligible answer's markup.
  await page.goto('/eligibility?lang=en');
  await answerAsStudent(page, { average: '14', town: 'Menoua', university: 'UDs' });
  expect(await check(page)).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'You appear to be eligible' })).toBeVisible();
  await expectSoundScreen(page);
});

test('a town an administrator adds to the programme settings is accepted at once', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const before = ((await (await request.get('/api/settings', { headers })).json()) as { data: object }).data;
  try {
    await signInAsAdmin(page, request);
    await page.goto('/configurations/programme');
    const places = page.getByRole('combobox', { name: 'Accepted towns and districts' });
    await places.fill('Foréké-Dschang');
    await places.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Programme settings saved.')).toBeVisible();

    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visitor.goto('/eligibility');
    await answerAsStudent(visitor, { average: '15', town: 'Foreke-Dschang', university: 'UDs' });
    expect(await check(visitor)).toBe(200);
    await expect(visitor.getByRole('status').filter({ hasText: 'You appear to be eligible' })).toBeVisible();
    await visitor.close();
  } finally {
    const restored = await request.put('/api/settings', { headers, data: before });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
