import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// The public pages are HTML rendered by the server (apps/api/src/plugins/public-pages.ts): no React runs there,
// only the small script of src/public-page/enhance.ts.

const homeHeading = {
  en: 'Study without worrying about money',
  fr: 'Étudier sans se soucier de l’argent',
  it: 'Studiare senza preoccuparsi dei soldi',
} as const;

/** Each server-rendered page and its level-1 heading in English. */
const publicPages = [
  ['/', 'Welcome'],
  ['/home', homeHeading.en],
  ['/about', 'About us'],
  ['/contact', 'Contact us'],
  ['/about/terms', 'Terms of use'],
  ['/about/privacy', 'Privacy'],
] as const;

/** The sign-in call to action of the header (the phone menu has its own, hidden on a wide screen). */
const headerAction = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

test.use({ locale: 'en-US' });

test('a first visit to /home downloads only the small enhancement script', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.en })).toBeVisible();
  // Every script the page asks for, including what its module imports, has arrived.
  await page.waitForLoadState('networkidle');

  const paths = scripts.map((response) => new URL(response.url()).pathname);
  const entries = paths.filter((path) => path.startsWith('/assets/public-page-'));
  expect(entries).toHaveLength(1);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const path of preloaded) expect(path).toMatch(/^\/assets\/[\w-]+\.js$/);
  expect([...paths].sort()).toEqual(['/preload-settings.js', entries[0], ...preloaded].sort());
  expect(paths.some((path) => /\/assets\/main-/.test(path))).toBe(false);

  let gzipped = 0;
  for (const response of scripts) {
    expect(response.ok(), response.url()).toBe(true);
    gzipped += gzipSync(await response.body()).length;
  }
  // The application bundle alone is over 100 KiB gzipped; the public page needs a few.
  expect(gzipped).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(20 * 1024);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is readable', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: homeHeading.en })).toBeVisible();
    // The programme's 168 before the portal, and the places accepted through it since (the journeys give some).
    const { data } = (await (await page.request.get('/api/statistics')).json()) as {
      data: { totalScholarshipsGranted: number };
    };
    expect(data.totalScholarshipsGranted).toBeGreaterThanOrEqual(168);
    await expect(page.getByTestId('statistic-scholarships')).toContainText(String(data.totalScholarshipsGranted));
    await expect(page.getByTestId('statistic-scholarships')).toContainText('Scholarships granted');
    await expect(page.getByRole('heading', { name: 'Who can apply', exact: true })).toBeVisible();
    await expect(headerAction(page, 'Sign in')).toHaveAttribute('href', '/auth/sign-in');
    await expect(page.getByRole('link', { name: 'Create an account to apply' })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
  });

  test('every public page has its content', async ({ page }) => {
    for (const [path, heading] of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toBeVisible();
    }
  });

  test('the tour is walked with its links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What the scholarship brings' })).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who can apply' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/\?step=2$/);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/\?step=4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create an account', exact: true })).toHaveAttribute(
      'href',
      '/auth/sign-up',
    );
    await page.getByRole('link', { name: 'Read all about the programme' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: homeHeading.en })).toBeVisible();
  });
});

test('?lang=it renders Italian and is remembered for the next page', async ({ page, context }) => {
  const response = await page.goto('/home?lang=it');
  expect(await response?.headerValue('set-cookie')).toMatch(/^portal\.lang=it;/);
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.it })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('combobox', { name: 'Scegli la lingua' })).toHaveValue('it');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'portal.lang')?.value).toBe('it');

  // The browser still asks for English: the cookie wins.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(headerAction(page, 'Accedi')).toBeVisible();
});

test('a language chosen in the app is the language of the server-rendered pages', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Choose the language' }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.fr })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('data-rendered-lang', 'fr');
  await expect(headerAction(page, 'Se connecter')).toBeVisible();
});

test('a language chosen on a public page is the language of the app', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('combobox', { name: 'Choose the language' }).selectOption('it');
  await expect(page.getByRole('heading', { level: 1, name: homeHeading.it })).toBeVisible();
  await headerAction(page, 'Accedi').click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('combobox', { name: 'Scegli la lingua' })).toHaveValue('it');
});

test('from /home, "Sign in" opens the sign-in page, rendered on the server too, which passes axe', async ({ page }) => {
  await page.goto('/home');
  await headerAction(page, 'Sign in').click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Username or e-mail')).toBeVisible();
  // A first visit does not load the single-page app for it (decision 523).
  await expect(page.locator('html')).toHaveAttribute('data-rendered-lang', 'en');
  await expectSoundScreen(page);
});

test.describe('a signed-in visitor', () => {
  test('finds a Dashboard link in the header of /home, leading to the dashboard', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: homeHeading.en })).toBeVisible();
    const dashboard = headerAction(page, 'Dashboard');
    await expect(dashboard).toBeVisible();
    await expect(dashboard).toHaveAttribute('href', '/dashboard');
    await expect(headerAction(page, 'Sign in')).toHaveCount(0);
    await dashboard.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /^User menu for / })).toBeVisible();
  });

  test('finds it in the phone menu too', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page, request);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.locator('#public-menu');
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('axe', () => {
  for (const [path, heading] of publicPages) {
    test(`finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-rendered-lang', 'en');
      await expectSoundScreen(page);
    });
  }

  test('finds no violations on /home in the dark theme', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'portal.theme',
        value: encodeURIComponent(JSON.stringify({ mode: 'dark', primaryColor: 'blue' })),
        url: baseURL,
      },
    ]);
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: homeHeading.en })).toBeVisible();
    await expectSoundScreen(page);
  });
});
