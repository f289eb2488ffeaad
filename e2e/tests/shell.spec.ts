import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const landingHeading = {
  en: 'Study without worrying about money',
  fr: 'Étudier sans se soucier de l’argent',
  it: 'Studiare senza preoccuparsi dei soldi',
} as const;

/** The computed background colour of an element, as the browser paints it. */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** A CSS colour variable of the page resolved to the browser's colour notation, to compare with `backgroundOf`. */
function colourOf(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, variable);
}

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
    await expect(page.locator('html')).toHaveAttribute('data-rendered-lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Choisir la langue' })).toHaveValue('fr');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Portail des bourses');
  });

  test('an unknown route shows not-found with its location', async ({ page }) => {
    await page.goto('/no/such/place?x=1');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Location: /no/such/place')).toBeVisible();
  });

  test('a theme chosen in the app survives a reload and colours the server-rendered pages', async ({ page }) => {
    // The public pages have no theme settings any more: they are chosen on an app page.
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Theme settings' })).toHaveCount(0);
    const callToAction = page.getByRole('link', { name: 'Create an account to apply' });
    const defaultBackground = await backgroundOf(callToAction);
    expect(defaultBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(defaultBackground).toBe(await colourOf(page, '--mantine-color-red-filled'));

    // An account screen of the app (sign-in is the server's page, without the panel: decision 523).
    await page.goto('/auth/forgot-password');
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.theme') ?? '{}'));
    expect(stored).toMatchObject({ mode: 'dark', primaryColor: 'blue' });

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-rendered-lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const blue = await colourOf(page, '--mantine-color-blue-filled');
    expect(blue).not.toBe(defaultBackground);
    expect(await backgroundOf(callToAction)).toBe(blue);
    expect(await colourOf(page, '--mantine-primary-color-filled')).toBe(blue);
    // Dark because the server rendered it so, not only because the early script read localStorage.
    const html = await (await page.request.get('/home')).text();
    expect(html).toMatch(/<html[^>]* data-mantine-color-scheme="dark"/);
  });

  test('a signed-in page sends a visitor to sign-in, keeping where they were', async ({ page }) => {
    await page.goto('/sessions/3/candidates');
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fsessions%2F3%2Fcandidates$/);
  });

  test('axe finds no violations on landing, not-found and sign-in', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    await expectSoundScreen(page);

    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectSoundScreen(page);

    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSoundScreen(page);
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

  test('the burger menu opens the navigation and the page passes axe', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: landingHeading.en })).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
    await expectSoundScreen(page);

    const menu = page.locator('#public-menu');
    const openButton = page.getByRole('button', { name: 'Open navigation' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton).toHaveAttribute('aria-controls', 'public-menu');
    await expect(menu).toBeHidden();
    // On a phone the header's own links are folded away: only the burger reaches them.
    await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toHaveCount(0);

    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Close navigation' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'About', 'Contact', 'Sign in']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectSoundScreen(page);

    await closeButton.click();
    await expect(menu).toBeHidden();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await openButton.click();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });
});

test.describe('signed-in shell', () => {
  test.use({ locale: 'en-US' });

  test('uses the layout chosen in the theme settings and passes axe', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expectSoundScreen(page);

    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page
      .getByRole('dialog', { name: 'Theme settings' })
      .getByLabel('Layout of signed-in pages')
      .selectOption('classic');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal.theme') ?? '{}').layout)).toBe('classic');
    await expectSoundScreen(page);
  });
});
