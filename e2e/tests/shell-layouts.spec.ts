import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

const offeredLayouts = ['classic', 'modern', 'stackedSide', 'decked', 'simple'];

async function useLayout(page: Page, layout: string) {
  await page.evaluate((chosen) => localStorage.setItem('portal.theme', JSON.stringify({ layout: chosen })), layout);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'right edge on screen').toBeLessThanOrEqual(width);
}

/** The language, theme and account controls a signed-in user needs, sign-out included. */
async function expectToolsOnScreen(page: Page) {
  await expectOnScreen(page, page.getByRole('combobox', { name: 'Choose the language' }));
  await expectOnScreen(page, page.getByRole('button', { name: 'Theme settings' }));
  const account = page.getByRole('button', { name: /^User menu for/ });
  await expectOnScreen(page, account);
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the theme panel offers only layouts that keep the navigation and the account menu', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Theme settings' }).click();
    const select = page.getByRole('dialog', { name: 'Theme settings' }).getByLabel('Layout of signed-in pages');
    await expect(select).toBeVisible();
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values).toEqual(offeredLayouts);
  });

  test('every layout keeps the navigation, and the language, theme and account controls on screen', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/dashboard');
    for (const layout of offeredLayouts) {
      await test.step(layout, async () => {
        await useLayout(page, layout);
        // The theme's header height (80 px), with the decked layout's second row of links below it.
        expect((await page.getByRole('banner').boundingBox())?.height).toBe(layout === 'decked' ? 128 : 80);
        await expectToolsOnScreen(page);
        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        const administration = nav.getByRole('button', { name: 'Administration' });
        if (await administration.isVisible()) await administration.click();
        await page
          .getByRole('link', { name: 'Users' })
          .or(page.getByRole('menuitem', { name: 'Users' }))
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
        await page.goto('/dashboard');
      });
    }
    await useLayout(page, 'simple');
    await expectSoundScreen(page);
  });

  test('in Italian, the decked layout keeps every link whole: those that do not fit wait in a More menu', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/dashboard');
    // Once the app has started (it stores the language it detected), the reader's choice: Italian, decked.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('portal.lang', 'it');
      localStorage.setItem('portal.theme', JSON.stringify({ layout: 'decked' }));
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bacheca' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const navBox = await nav.boundingBox();
    const shown = nav.getByRole('link');
    const more = nav.getByRole('button', { name: 'Altro' });
    await expect(more).toBeVisible();
    const names = await shown.allTextContents();
    for (const link of await shown.all()) {
      const box = await link.boundingBox();
      expect(box!.x + box!.width, 'a link ends inside the navigation row').toBeLessThanOrEqual(
        navBox!.x + navBox!.width,
      );
    }
    // Pressed before the menus' code has arrived (it loads once the page is idle), the menu opens when it has.
    await more.click();
    await expect(page.getByRole('menu')).toBeVisible();
    const hidden = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect([...names, ...hidden].sort()).toEqual(
      [
        'Bacheca',
        'Sessione in corso',
        'I miei colloqui',
        'Impostazioni dell’account',
        'Sessioni',
        'Utenti',
        'Beneficiari',
        'Livelli scolastici',
        'Tipi di documento',
        'Disabilità',
        'Tipi di maturità',
        'Testimonianze',
        'Impostazioni del programma',
        'Registro di audit',
      ].sort(),
    );
    await expectSoundScreen(page);
    await page.getByRole('menuitem', { name: 'Impostazioni del programma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni del programma' })).toBeVisible();
    // The More menu holds the current page: it is marked as the way to it.
    await expect(more).toHaveAttribute('data-current', 'true');
  });

  test('a stored layout that leaves no way to sign out falls back to one that keeps the menu', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/dashboard');
    for (const layout of ['blank', 'auth', 'landing']) {
      await useLayout(page, layout);
      await expectToolsOnScreen(page);
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
    }
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the phone menu closes with its close button, with Escape and on navigation, giving focus back', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/dashboard');
    for (const layout of offeredLayouts) {
      await test.step(layout, async () => {
        await useLayout(page, layout);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        // Phones keep a lower header (64 px): the page's own content needs the height more.
        expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);
        await expectToolsOnScreen(page);
        const burger = page.getByRole('button', { name: 'Open navigation' });
        // A link of the first group: the stacked layout shows one group at a time.
        const link = page.getByRole('link', { name: 'Account settings', exact: true });

        await burger.click();
        await expect(link).toBeInViewport();
        await page.getByRole('button', { name: 'Close the menu' }).click();
        await expect(burger).toBeFocused();
        await expect(burger).toHaveAttribute('aria-expanded', 'false');

        await page.keyboard.press('Enter');
        await expect(link).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(burger).toBeFocused();
        await expect(burger).toHaveAttribute('aria-expanded', 'false');

        await burger.click();
        await link.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
        await expect(burger).toBeFocused();
        await expect(burger).toHaveAttribute('aria-expanded', 'false');
        await page.goto('/dashboard');
      });
    }
  });
});
