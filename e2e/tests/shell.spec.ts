import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/helpers.ts';

const landingHeading = {
  en: 'Study without worrying about money',
  fr: 'Étudier sans se soucier de l’argent',
  it: 'Studiare senza preoccuparsi dei soldi',
} as const;

for (const [browserLocale, lang] of [
  ['en-US', 'en'],
  ['fr-FR', 'fr'],
  ['it-IT', 'it'],
] as const) {
  test.describe(`landing page for a ${browserLocale} browser`, () => {
    test.use({ locale: browserLocale });

    test(`is in ${lang}`, async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: landingHeading[lang] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', new RegExp(`^${lang}_`));
    });
  });
}

test.describe('shell', () => {
  test.use({ locale: 'en-US' });

  test('the language switch survives a reload', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    await page.getByRole('combobox', { name: 'Choose the language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.fr })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.fr })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Portail des bourses');
  });

  test('an unknown route shows not-found with its location', async ({ page }) => {
    await page.goto('/no/such/place?x=1');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Location: /no/such/place')).toBeVisible();
  });

  test('a theme change survives a reload', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Theme settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Theme settings' });
    await panel
      .locator('label')
      .filter({ hasText: /^Dark$/ })
      .click();
    await panel.getByRole('button', { name: 'Blue', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.theme') ?? '{}'));
    expect(stored).toMatchObject({ mode: 'dark', primaryColor: 'blue' });
  });

  test('a signed-in page sends a visitor to sign-in, keeping where they were', async ({ page }) => {
    await page.goto('/sessions/3/candidates');
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fsessions%2F3%2Fcandidates$/);
  });

  test('axe finds no violations on landing, not-found and sign-in', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('the burger menu opens the navigation and the page passes axe', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('signed-in shell', () => {
  test.use({ locale: 'en-US' });

  test('uses the layout chosen in the theme settings and passes axe', async ({ page }) => {
    await page.goto('/home');
    // A stored session is all the shell needs; the placeholder screens make no authenticated call.
    await page.evaluate(() => {
      const user = {
        id: 1,
        firstName: 'Ada',
        lastName: 'Admin',
        username: 'ada',
        email: 'ada@example.org',
        role: 'ADMIN',
      };
      localStorage.setItem('portal.auth', JSON.stringify({ token: 'token', user }));
    });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page
      .getByRole('dialog', { name: 'Theme settings' })
      .getByLabel('Layout of signed-in pages')
      .selectOption('classic');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal.theme') ?? '{}').layout)).toBe('classic');
    await expectNoAxeViolations(page);
  });
});
