import { test } from '@playwright/test';
import { Camera, desktopVariants, openDevice, phoneVariants, variantName } from './camera.ts';
import { readScenario } from './scenario.ts';

// No session is open: the newcomer has nothing to apply to, last year's applicants read their published decisions.

for (const variant of phoneVariants) {
  test(`applicant screens without a current session, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const { newcomer, approved, rejected } = readScenario();
    for (const [who, auth] of [
      ['newcomer', newcomer],
      ['approved', approved],
      ['rejected', rejected],
    ] as const) {
      const { context, page } = await openDevice(browser, baseURL!, variant, auth);
      const camera = new Camera(page, 'applicantBefore', variant);
      await camera.visit('/dashboard', `Dashboard, no session (${who})`);
      await camera.visit('/applications/my', `My applications (${who})`);
      if (who === 'newcomer') await camera.visit('/sessions/current', 'Current session: none');
      else
        await camera.visit(
          `/applications/${auth.applicationId}/view`,
          `Application read-only, decision published (${who})`,
        );
      await context.close();
    }
  });
}

for (const variant of desktopVariants) {
  test(`committee screens without a current session, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const { admin } = readScenario();
    const { context, page } = await openDevice(browser, baseURL!, variant, admin);
    const camera = new Camera(page, 'committeeBefore', variant);
    await camera.visit('/dashboard', 'Dashboard, no session');
    await camera.visit('/sessions/current', 'Current session: none');
    await context.close();
  });
}
