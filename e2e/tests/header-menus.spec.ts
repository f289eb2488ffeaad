import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

// The header's menus load their code once the page is idle (a signed-in page's first load goes without it). The
// page's own requests only: a service worker would answer them out of sight of the route below.
test.use({ locale: 'en-US', serviceWorkers: 'block' });

/** Holds the menus' code until `release` is called, as a slow line would. */
async function holdMenusCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/header-menus-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the account menu pressed before its code has arrived opens when the code does', async ({ page, request }) => {
  const release = await holdMenusCode(page);
  await signInAsAdmin(page, request);
  await page.goto('/dashboard');
  const trigger = page.getByRole('button', { name: /^User menu for/ });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();

  await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

test('a menu trigger that has the focus when the code arrives keeps it, and opens from the keyboard', async ({
  page,
  request,
}) => {
  const release = await holdMenusCode(page);
  await signInAsAdmin(page, request);
  await page.goto('/dashboard');
  const trigger = page.getByRole('button', { name: /^User menu for/ });
  await trigger.focus();
  await expect(trigger).not.toHaveAttribute('id');
  release();

  // The plain trigger gives way to the menu's own (Mantine names it for its dropdown), which takes the focus.
  await expect(trigger).toHaveAttribute('id', /^mantine-/);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
});
