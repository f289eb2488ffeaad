import { test } from '@playwright/test';
import { Camera, desktopVariants, everyoneVariants, openDevice, phoneVariants, variantName } from './camera.ts';
import { readScenario } from './scenario.ts';

// No session is open: the newcomer has nothing to apply to, last year's applicants read their published decisions.

for (const variant of phoneVariants) {
  test(`applicant screens without a current session, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const { newcomer, approved, offered, rejected } = readScenario();
    for (const [who, auth] of [
      ['newcomer', newcomer],
      ['offered a place', offered],
      ['beneficiary', approved],
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
      if (who === 'beneficiary') await camera.visit(`/scholarship/${approved.applicationId}`, "The beneficiary's year");
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
    await camera.visit('/beneficiaries', "Beneficiaries' board");
    const { approved } = readScenario();
    await camera.visit(`/scholarship/${approved.applicationId}`, "A beneficiary's year (committee)");
    await context.close();
  });
}

// The published list, as anyone reads it (served by the server, readable without JavaScript).
for (const variant of everyoneVariants) {
  test(`published results, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const { context, page } = await openDevice(browser, baseURL!, variant);
    await new Camera(page, 'public', variant).visit('/results', 'Published results');
    await context.close();
  });
}
