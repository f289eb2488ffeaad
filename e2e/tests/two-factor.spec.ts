import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { submitSignIn } from '../support/accounts.ts';
import { appCode, wrongCode } from '../support/authenticator.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { expect, test } from '../support/test.ts';

// The product's default, `STAFF_2FA=required`, on a server of this journey's own (decision 565): the shared server
// asks no code (playwright.config.ts), since its journeys sign the committee in far more often than a code allows.
const port = Number(process.env.E2E_TWO_FACTOR_PORT ?? 3110);
const admin = { email: 'firstadmin@portal.test', password: 'two-factor-admin-password' };
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });
test.use({
  baseURL: `http://127.0.0.1:${port}`,
  locale: 'en-GB',
  viewport: { width: 360, height: 740 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({
    port,
    dataDir: join(import.meta.dirname, '..', '.tmp', 'two-factor-data'),
    admin,
    env: { STAFF_2FA: 'required' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** What the person's authenticator app knows, read from the screen, and the last 30 s step a code was given in. */
const app = { secret: '', lastStep: 0 };
const step = () => Math.floor(Date.now() / 30_000);

/** The code the app shows now, in a step after the last one used (a code is good once per step). */
async function nextCode(): Promise<string> {
  while (step() <= app.lastStep) await new Promise((resolve) => setTimeout(resolve, 500));
  app.lastStep = step();
  return appCode(app.secret);
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Sign-in code' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=signed-out$/);
}

test('the first administrator is led to enrol, keeps the recovery codes, then signs in with a code or a recovery code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/auth/sign-in');
  await submitSignIn(page, admin.email, admin.password);

  // The enrolment: what the app needs, three ways, then its first code.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open it in your authenticator app/ })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await expectSoundScreen(page);
  app.secret = ((await page.locator('[data-secret-key]').textContent()) ?? '').replace(/\s/g, '');
  expect(app.secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The page's second-step controls come with the answer that needs them: a click before they came did nothing.
  await expect(async () => {
    await page.getByRole('button', { name: 'Copy the key' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(app.secret);
  }).toPass({ timeout: 10_000 });
  await codeField(page).fill(await nextCode());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  // The recovery codes, shown once: downloaded, copied, said kept; only then the app opens.
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your recovery codes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  await expectSoundScreen(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved.trim().split('\n').slice(-codes.length)).toEqual(codes);
  await expect(async () => {
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  }).toPass({ timeout: 10_000 });
  const go = page.getByRole('button', { name: 'Continue' });
  await expect(go).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }).check();
  await go.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // Again: the code step, the cursor in its one field; a wrong code told on the field, then the app's code typed.
  await submitSignIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
  await expectSoundScreen(page);
  await codeField(page).pressSequentially(await wrongCode(app.secret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectSoundScreen(page);
  await codeField(page).pressSequentially(await nextCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // And once with a recovery code, pasted into the same field.
  await submitSignIn(page, admin.email, admin.password);
  await expect(codeField(page)).toBeFocused();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(codeField(page)).toHaveAttribute('inputmode', 'text');
  await expect(page.getByText(/One of your recovery codes/)).toBeVisible();
  await expectSoundScreen(page);
  await page.evaluate((code) => navigator.clipboard.writeText(code), codes[0] as string);
  await codeField(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(codeField(page)).toHaveValue(codes[0] as string);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account settings say it is on, the codes left, and (required) offer no way to turn it off.
  await page.goto('/account/settings/security');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText(`${codes.length - 1} recovery codes left`);
  await expect(section.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  await expectSoundScreen(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the code step posts to the page, switches to a recovery code and tells a wrong code', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/auth/sign-in');
    await submitSignIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(codeField(page)).toHaveAttribute('inputmode', 'text');
    await page.getByRole('button', { name: 'Use the code from your app' }).click();
    await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
    await codeField(page).fill(await wrongCode(app.secret));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await codeField(page).fill(await nextCode());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Signed in: the page holds the hand-over, which only the page's script can give the app.
    await expect(page.getByRole('heading', { level: 1, name: 'Opening your space…' })).toBeVisible();
  });
});
