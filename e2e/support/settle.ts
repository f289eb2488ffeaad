import type { Page } from '@playwright/test';

/**
 * Lets finite animations end first (a dialog fading in or out, a tab sliding): the checks judge what a person sees
 * once the screen is still, not a half-transparent or half-scaled frame of a transition, which a loaded machine
 * makes long.
 */
export async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
