import type { Browser, Page } from '@playwright/test';
import { apiSignIn, createVerifiedUser, newPerson, type Person, signInThroughForm } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

/** Another device of the same person: its own browser, signed in with its own token. */
async function otherDevice(browser: Browser, token: string, user: unknown): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(
    (auth) => window.localStorage.getItem('portal.auth') ?? window.localStorage.setItem('portal.auth', auth),
    JSON.stringify({ token, user }),
  );
  const page = await context.newPage();
  await page.goto('/account/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  return page;
}

async function twoDevices(page: Page, browser: Browser, request: import('@playwright/test').APIRequestContext) {
  const person: Person = newPerson('signout');
  await createVerifiedUser(request, person);
  const session = await apiSignIn(request, person.username, person.password);
  const phone = await otherDevice(browser, session.token, session.user);
  await signInThroughForm(page, person.username, person.password);
  return { person, phone };
}

/** The other device saves its profile: the server accepts its token, or refuses it. */
async function saveOn(phone: Page) {
  await phone.getByLabel('Last name').fill('Mbarga');
  await phone.getByRole('button', { name: 'Save' }).click();
}

test('"Sign out" ends the sign-in of this browser only', async ({ page, browser, request }) => {
  const { phone } = await twoDevices(page, browser, request);
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=signed-out$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out on this device.');
  expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard$/);

  await saveOn(phone);
  await expect(phone.getByText('Saved.')).toBeVisible();
  await phone.context().close();
});

test('"Sign out everywhere" in the security tab asks first, then ends every sign-in', async ({
  page,
  browser,
  request,
}) => {
  const { phone } = await twoDevices(page, browser, request);
  await page.goto('/account/settings/security');
  const open = page.getByRole('button', { name: 'Sign out everywhere' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Sign out on every device?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=signed-out-everywhere$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out on every device.');

  await saveOn(phone);
  await expect(phone).toHaveURL(/\/auth\/sign-in\?redirect=%2Faccount%2Fsettings%2Fprofile&reason=session-expired$/);
  await phone.context().close();
});

test('"Sign out everywhere" is also in the user menu', async ({ page, browser, request }) => {
  const { phone } = await twoDevices(page, browser, request);
  const menuButton = page.getByRole('button', { name: /^User menu for/ });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out on every device?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=signed-out-everywhere$/);
  await saveOn(phone);
  await expect(phone).toHaveURL(/reason=session-expired$/);
  await phone.context().close();
});
