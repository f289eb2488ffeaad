import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

/** Holds every script and stylesheet of the build until `release()`: what a phone on 2G lives through for seconds. */
async function holdAssets(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const painted = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

test.describe('on a slow line', () => {
  test.use({ locale: 'en-US' });

  // Sign-in and sign-up are the server's pages (decision 523); the other account screens are the app's.
  test('an account screen paints the product name and a loading state before any script or style arrives', async ({
    page,
  }) => {
    const release = await holdAssets(page);
    await page.goto('/auth/forgot-password', { waitUntil: 'commit' });
    await expect(page.getByText('Scholarship Portal', { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect.poll(() => painted(page)).toBe(true);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
  });
});

test.describe('for a French reader in dark mode', () => {
  test.use({ locale: 'fr-FR' });

  test('the page arrives in French, dark, before the app', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('portal.theme', JSON.stringify({ mode: 'dark' })));
    const release = await holdAssets(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Chargement…');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Portail des bourses');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Postulez/);
    const background = await page
      .getByText('Portail des bourses', { exact: true })
      .evaluate((name) => getComputedStyle(name.parentElement as Element).backgroundColor);
    expect(background).toBe('rgb(36, 36, 36)');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });
});

test.describe('addresses', () => {
  test.use({ locale: 'en-US' });

  test('an address that is no page of the app answers 404 with the not-found screen', async ({ page }) => {
    const missing = await page.goto('/sessions/3/nothing');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    for (const deepLink of ['/sessions/12/candidates', '/applications/5/edit/family', '/account/settings/security']) {
      const response = await page.goto(deepLink);
      expect(response?.status(), deepLink).toBe(200);
      await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
    }
  });
});
