import { test as base, expect, type Page } from '@playwright/test';
import { expectSoundLayout } from './layout.ts';

export { expect };

const skippedEndCheck = 'no layout check at the end';

/**
 * For a test that ends on a page left broken on purpose (a server cut off, a half-loaded screen): the end-of-test
 * layout check is skipped, and the reason is shown in the report. A reason is required.
 */
export function skipEndLayoutCheck(reason: string) {
  if (reason.trim() === '') throw new Error('say why the end-of-test layout check does not apply');
  test.info().annotations.push({ type: skippedEndCheck, description: reason });
}

async function checkAtEnd(page: Page) {
  if (page.isClosed()) return;
  await page.waitForLoadState('domcontentloaded');
  await expectSoundLayout(page);
}

/**
 * The `test` of every journey (it asks for the test's browser context so that its end runs before the context
 * closes): after each test that passed so far, every page still open (in every browser
 * context the test used) is checked for clipped words, oversized icons and a page wider than the screen, so a
 * journey without a single axe step is still looked at once.
 */
export const test = base.extend<{ endLayoutCheck: undefined }>({
  endLayoutCheck: [
    async ({ browser, context: _context }, use, testInfo) => {
      await use(undefined);
      // A body that failed already has its error; a test expected to fail still gets the check (it may be the failure).
      if (testInfo.status !== 'passed') return;
      if (testInfo.annotations.some((note) => note.type === skippedEndCheck)) return;
      for (const context of browser.contexts())
        for (const page of context.pages())
          await test.step(`layout check of ${page.url()}`, () => checkAtEnd(page), { box: true });
    },
    { auto: true },
  ],
});
