import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser, newPerson, signInThroughForm } from '../support/accounts.ts';
import { startRelay } from '../support/proxy.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

// The offline app is a service worker: this journey lets it run (the other journeys block it, see the config).
test.use({ locale: 'en-US', viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

const serverPort = Number(process.env.E2E_PORT ?? 3100);
const words = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `word${from + index}`).join(' ');

/** A phone that reaches the server through a relay the test can cut. */
async function phoneThroughRelay(browser: Browser) {
  const relay = await startRelay(serverPort);
  const context = await browser.newContext({
    baseURL: relay.url,
    locale: 'en-US',
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  return { relay, context, page };
}

/** Signed in, the app keeps itself on the device: the shell, the applicant's screens, then their data as read. */
async function signInAndKeepApp(page: Page, login: string, password: string) {
  await signInThroughForm(page, login, password);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal.offline-warmed')), { timeout: 60_000 })
    .toBeTruthy();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Installable: once the first screen is drawn, the app links the manifest of the reader's language, with its icons.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-en.webmanifest');
  const manifest = await page.evaluate(async () => (await fetch('/manifest-en.webmanifest')).json());
  expect(manifest).toMatchObject({ name: 'Scholarship Portal', start_url: '/dashboard' });
  expect(manifest.icons.length).toBeGreaterThan(0);
}

const keptAnswers = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('portal-api')) ? (await (await caches.open('portal-api')).keys()).length : 0,
  );

test('reopened with the server out of reach, a step shows with its draft, and the save goes when the server is back', async ({
  browser,
  request,
}) => {
  const session = await openSession(request, { name: `Offline app ${Date.now().toString(36)}`, year: 2035 });
  const { relay, context, page } = await phoneThroughRelay(browser);
  try {
    const person = newPerson('offlineapp');
    await createVerifiedUser(request, person);
    await signInAndKeepApp(page, person.username, person.password);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.auth') ?? '{}').token as string);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const motivationOnServer = async () =>
      ((await (await request.get(`/api/applications/${id}`, { headers })).json()) as { data: { motivation: string } })
        .data.motivation;

    // Online, the student opens the motivation step and types half of it: kept on the device.
    await page.goto(`/applications/${id}/edit/motivation`);
    const letter = page.getByRole('textbox', { name: 'Motivation letter' });
    const firstHalf = words(1, 60);
    await letter.fill(firstHalf);
    await expect(page.getByText('Kept on this device only: not sent yet.', { exact: false })).toBeVisible();

    // The server goes out of reach (the relay is cut) and the student reloads the step: the app, the step and the
    // draft come from the device, not an error page.
    await relay.cut();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Motivation letter' })).toBeVisible();
    await expect(letter).toHaveValue(firstHalf);
    // Reopening the app (a new tab on its start page) works too.
    const reopened = await context.newPage();
    await reopened.goto('/dashboard');
    await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible();
    await reopened.close();

    // Saving waits on the device, and goes by itself once the server answers again: no `online` event comes, the
    // phone never lost its network.
    const whole = `${firstHalf} ${words(61, 60)}`;
    await letter.fill(whole);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Saved on this device only; it will be sent when the connection returns.' }),
    ).toBeVisible();
    expect(await motivationOnServer()).toBeNull();
    await relay.restore();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on the server (' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await motivationOnServer()).toBe(whole);

    // Signing out forgets the kept answers and the drafts: the next person on this phone never sees them.
    expect(await keptAnswers(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in\?reason=signed-out$/);
    await expect.poll(() => keptAnswers(page)).toBe(0);
    // Nor what the student left of the application on the phone (the step last opened, any draft).
    const leftOnPhone = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.application.')));
    expect(await leftOnPhone()).toEqual([]);
  } finally {
    await context.close();
    await relay.close();
    await session.close();
  }
});

test('a new version waits with a notice and is used the next time the app is opened, never in the middle of a form', async ({
  browser,
  request,
}) => {
  const session = await openSession(request, { name: `New version ${Date.now().toString(36)}`, year: 2037 });
  const { relay, context, page } = await phoneThroughRelay(browser);
  // The built service worker, changed as a new release changes it; put back whatever happens.
  const dist = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
  const worker = join(dist, 'sw.js');
  const released = readFileSync(worker, 'utf8');
  const compressed = ['br', 'gz'].map((ext) => [`${worker}.${ext}`, readFileSync(`${worker}.${ext}`)] as const);
  try {
    const person = newPerson('newversion');
    await createVerifiedUser(request, person);
    await signInAndKeepApp(page, person.username, person.password);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.auth') ?? '{}').token as string);
    const created = await request.post('/api/applications', {
      headers: { authorization: `Bearer ${token}` },
      data: { sessionId: session.id },
    });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    await page.goto(`/applications/${id}/edit/motivation`);
    const letter = page.getByRole('textbox', { name: 'Motivation letter' });
    await expect(letter).toBeVisible();

    writeFileSync(worker, `${released}\n// the next release\n`);
    for (const [file] of compressed) rmSync(file);
    // The browser looks for a new version when a page of the app opens: here, another tab.
    const other = await context.newPage();
    await other.goto('/dashboard');
    // The student was typing in the first tab: the notice says what will happen, and nothing reloads.
    await letter.fill(words(1, 30));
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the app is ready' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('it will be used the next time you open the app.');
    await expect(letter).toHaveValue(words(1, 30));
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();

    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );

    // Every tab closed, the app opened again: the new version runs, and nothing waits any more.
    await other.close();
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/dashboard');
    await expect(reopened.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect
      .poll(() => reopened.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    await expect(reopened.getByText('A new version of the app is ready', { exact: false })).toHaveCount(0);
  } finally {
    writeFileSync(worker, released);
    for (const [file, body] of compressed) writeFileSync(file, body);
    await context.close();
    await relay.close();
    await session.close();
  }
});
