import type { Locator, Page } from '@playwright/test';
import { createVerifiedUser, newPerson, signInAsAdmin, signInThroughForm } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

async function darkMode(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('portal.theme')) localStorage.setItem('portal.theme', JSON.stringify({ mode: 'dark' }));
  });
}

/** What a screen reader lists as landmarks: one page banner, whatever dialog is open. */
async function expectOneBanner(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1);
}

/** Closes the dialog with its close button (which must have a name) and checks focus went back to its opener. */
async function closeReturnsFocus(dialog: Locator, opener: Locator) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      if (scheme === 'dark') await darkMode(page);
    });

    // Sign-in is the server's page, without the panel (decision 523); the app's account screens have it.
    test('an account screen and its theme panel pass axe', async ({ page }) => {
      await page.goto('/auth/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectSoundScreen(page);
      const opener = page.getByRole('button', { name: 'Theme settings' });
      await opener.click();
      const panel = page.getByRole('dialog', { name: 'Theme settings' });
      await expect(panel.getByLabel('Layout of signed-in pages')).toBeVisible();
      await expectOneBanner(page);
      await expectSoundScreen(page);
      await closeReturnsFocus(panel, opener);
    });

    test('the account settings with the sign-out dialog open pass axe', async ({ page, request }) => {
      const person = newPerson(`dialog${scheme}`);
      await createVerifiedUser(request, person);
      await signInThroughForm(page, person.username, person.password);
      await page.goto('/account/settings/security');
      const opener = page.getByRole('button', { name: 'Sign out everywhere' });
      await expect(opener).toBeVisible();
      await expectSoundScreen(page);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Sign out on every device?' });
      await expect(dialog).toBeVisible();
      await expectOneBanner(page);
      await expectSoundScreen(page);
      await closeReturnsFocus(dialog, opener);

      await page.getByRole('button', { name: /^User menu for/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
      await expectSoundScreen(page);
    });

    test('the user list with a row menu open, then its dialog, pass axe', async ({ page, request }) => {
      await signInAsAdmin(page, request);
      await page.goto('/users');
      const actions = page.getByRole('button', { name: /^Actions for / }).first();
      await expect(actions).toBeVisible();
      await expectSoundScreen(page);
      await actions.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectSoundScreen(page);
      await page
        .getByRole('menuitem')
        .filter({ hasText: /Deactivate|Activate/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectOneBanner(page);
      await expectSoundScreen(page);
      await closeReturnsFocus(dialog, actions);
    });

    test('the session list with its form dialog open passes axe', async ({ page, request }) => {
      await signInAsAdmin(page, request);
      await page.goto('/sessions');
      const opener = page.getByRole('button', { name: 'New session' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'New session' });
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await expectOneBanner(page);
      await expectSoundScreen(page);
      await closeReturnsFocus(dialog, opener);
    });

    test('a reference list with its form dialog open passes axe', async ({ page, request }) => {
      await signInAsAdmin(page, request);
      await page.goto('/configurations/school-levels');
      const opener = page.getByRole('button', { name: /^Add a / });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: 'English' }).first()).toBeVisible();
      await expectOneBanner(page);
      await expectSoundScreen(page);
      await closeReturnsFocus(dialog, opener);
    });
  });
}
