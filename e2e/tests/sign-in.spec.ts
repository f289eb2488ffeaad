import type { APIRequestContext } from '@playwright/test';
import {
  adminToken,
  apiSignIn,
  createVerifiedUser,
  newPerson,
  signInThroughForm,
  submitSignIn,
} from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

const passwordBox = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'Password', exact: true });

test('a wrong password keeps the login typed, says so and puts the cursor in the password', async ({
  page,
  request,
}) => {
  const person = newPerson('wrongpw');
  await createVerifiedUser(request, person);
  await page.goto('/auth/sign-in');
  await submitSignIn(page, person.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username, e-mail or password');
  await expect(page.getByLabel('Username or e-mail')).toHaveValue(person.username);
  await expect(passwordBox(page)).toHaveValue('');
  await expect(passwordBox(page)).toBeFocused();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('an unknown login is told in French and stays typed', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByLabel('Nom d’utilisateur ou e-mail').fill('personne');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('quelconque-123');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Nom d’utilisateur, e-mail ou mot de passe incorrect');
    await expect(page.getByLabel('Nom d’utilisateur ou e-mail')).toHaveValue('personne');
  });
});

test('a signed-out visit to the user list lands on the user list after signing in', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fusers$/);
  await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
});

/** The current session, opened for the test when there is none; answers how to put things back. */
async function ensureCurrentSession(request: APIRequestContext): Promise<() => Promise<void>> {
  const current = await request.get('/api/sessions/current');
  if ((await current.json()).data) return async () => {};
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const text = { en: 'Welcome.', fr: 'Bienvenue.', it: 'Benvenuti.' };
  const created = await request.post('/api/sessions', {
    headers,
    data: {
      name: 'Sign-in journey session',
      year: 2026,
      startDate: new Date(Date.now() - 3600_000).toISOString(),
      endDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      passScore: 50,
      candidatesToSelect: 5,
      completionNotice: text,
      applicationGuidelines: text,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).data as { id: number };
  expect((await request.put(`/api/sessions/${id}/status/OPEN`, { headers })).ok()).toBe(true);
  return async () => void (await request.put(`/api/sessions/${id}/status/CLOSED`, { headers }));
}

test("the landing page's session link leads through sign-in to the current session", async ({ page, request }) => {
  const restore = await ensureCurrentSession(request);
  try {
    const person = newPerson('sessionlink');
    await createVerifiedUser(request, person);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Session details' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fsessions%2Fcurrent$/);
    await submitSignIn(page, person.username, person.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Current session' })).toBeVisible();
    await expect(page).toHaveURL(/\/sessions\/current$/);
  } finally {
    await restore();
  }
});

test('a session ended elsewhere in the middle of work says so, and signing in goes back there', async ({
  page,
  request,
}) => {
  const person = newPerson('expired');
  await createVerifiedUser(request, person);
  await signInThroughForm(page, person.username, person.password);
  await page.goto('/account/settings/profile');
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);

  // Another device signs out everywhere: this tab's token is now refused.
  const other = await apiSignIn(request, person.username, person.password);
  const signOut = await request.post('/api/auth/sign-out', { headers: { Authorization: `Bearer ${other.token}` } });
  expect(signOut.ok()).toBe(true);

  await page.getByLabel('Last name').fill('Nouveau');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Faccount%2Fsettings%2Fprofile&reason=session-expired$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await submitSignIn(page, person.username, person.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings\/profile$/);
});

test('a deactivated user is sent to sign-in and told the account was deactivated', async ({ page, request }) => {
  const person = newPerson('deactivated');
  const id = await createVerifiedUser(request, person);
  await signInThroughForm(page, person.username, person.password);
  await page.goto('/account/settings/profile');
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);

  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.patch(`/api/users/toggle-active/${id}`, { headers })).ok()).toBe(true);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/reason=session-expired$/);
  await submitSignIn(page, person.username, person.password);
  await expect(page.getByRole('alert')).toHaveText(/Your account has been deactivated/);
  await expect(page.getByLabel('Username or e-mail')).toHaveValue(person.username);
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test('the detours of sign-in keep where the visitor was going', async ({ page }) => {
  await page.goto('/users');
  const withRedirect = /\?redirect=%2Fusers$/;
  await expect(page).toHaveURL(withRedirect);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?redirect=%2Fusers$/);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fusers$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?redirect=%2Fusers$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(withRedirect);
  await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('a mailed link that no longer works says so and keeps the new password typed', async ({ page }) => {
  await page.goto('/auth/reset-password?token=no-such-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Amber-meadow-5520');
  await page.getByRole('textbox', { name: 'Confirm the password', exact: true }).fill('Amber-meadow-5520');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This link is invalid, already used or expired/);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('Amber-meadow-5520');

  await page.goto('/auth/verify?token=no-such-token');
  await expect(page.getByRole('alert')).toContainText('This link is invalid, already used or expired');
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test.describe('the password field', () => {
  test.use({ locale: 'fr-FR' });

  test('is one box, and its show/hide button is reached with the keyboard and named in French', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
    await password.fill('secret-123');
    // The inner field draws no border of its own inside the bordered wrapper.
    expect(await password.evaluate((input) => getComputedStyle(input).borderTopWidth)).toBe('0px');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Masquer le mot de passe' })).toBeFocused();
    await expect(password).toHaveAttribute('type', 'text');
  });
});
