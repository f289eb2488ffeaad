import { test } from '@playwright/test';
import { applicationSections } from '@portal/shared/application-rules';
import { layoutTypes } from '@portal/shared/theme';
import { Camera, openDevice, phoneVariants, variantName } from './camera.ts';
import { say, sayStart } from './catalog.ts';
import { readScenario } from './scenario.ts';

// A session takes applications: applicants at each stage, on a phone in French.

const editorSections = applicationSections.map((section) => section.id).filter((id) => id !== 'score');

for (const variant of phoneVariants) {
  test(`applicant screens while a session is open, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const scenario = readScenario();
    const open = scenario.open!;
    const lang = variant.lang;
    const device = async (auth: Parameters<typeof openDevice>[3]) => {
      const { context, page } = await openDevice(browser, baseURL!, variant, auth);
      return { context, page, camera: new Camera(page, 'applicantOpen', variant) };
    };

    // Nobody has applied yet: the invitation, the session and the apply page.
    let { context, page, camera } = await device(scenario.newcomer);
    await camera.visit('/dashboard', 'Dashboard, session open, not applied yet');
    await camera.visit('/sessions/current', 'Current session, open');
    await camera.visit(`/sessions/${open.sessionId}/apply`, 'Apply to the session');
    await camera.visit('/error/access-denied', 'Access denied');
    await context.close();

    // Last year's holder is asked at once whether to renew.
    ({ context, page, camera } = await device(scenario.approved));
    await camera.go('/dashboard');
    await camera.shot('Dialog: renew the scholarship?', { fullPage: false });
    await page.keyboard.press('Escape');
    await camera.shot('Dashboard, renewal offered');
    await context.close();

    // Half-way through: every section of the editor, the family's two tabs and a member's dialog.
    ({ context, page, camera } = await device(open.draft));
    const draft = open.draft.applicationId;
    await camera.visit('/dashboard', 'Dashboard, draft in progress');
    await camera.inLayouts('/dashboard', 'Dashboard', layoutTypes);
    await camera.navigation('Navigation open');
    await camera.dialog('User menu open', (p) =>
      p.getByRole('button', { name: sayStart(lang, 'shell:user.menu') }).click(),
    );
    await camera.dialog('Theme settings open', (p) =>
      p.getByRole('button', { name: say(lang, 'shell:theme.open') }).click(),
    );
    await camera.visit('/applications/my', 'My applications, draft');
    await camera.visit(`/applications/${draft}`, 'Application address: opens the editor');
    for (const section of editorSections)
      await camera.visit(`/applications/${draft}/edit/${section}`, `Editor: ${section}`);
    await camera.go(`/applications/${draft}/edit/family`);
    await page.getByRole('tab', { name: say(lang, 'family:tabs.members') }).click();
    await camera.shot('Editor: family, members tab');
    await camera.dialog('Dialog: new family member', (p) =>
      p.getByRole('button', { name: say(lang, 'family:members.add') }).click(),
    );
    await page.getByRole('tab', { name: say(lang, 'family:tabs.information') }).click();
    await camera.shot('Editor: family, information tab');
    await camera.visit('/account/settings', 'Account settings (address without a tab)');
    for (const tab of ['profile', 'security', 'student', 'data'])
      await camera.visit(`/account/settings/${tab}`, `Account settings: ${tab}`);
    await camera.go('/account/settings/security');
    await camera.dialog('Dialog: sign out everywhere', (p) =>
      p.getByRole('button', { name: say(lang, 'accounts:security.signOutEverywhere') }).click(),
    );
    await camera.visit('/account/profile', 'My profile');
    await context.close();

    // Submitted: the dashboard says decisions come later; the application reads without fields.
    ({ context, page, camera } = await device(open.submitted));
    const sent = open.submitted.applicationId;
    await camera.visit('/dashboard', 'Dashboard, submitted');
    await camera.visit(`/applications/${sent}/edit/submission`, 'Editor: submission, once submitted');
    for (const section of editorSections)
      await camera.visit(`/applications/${sent}/view/${section}`, `Read-only: ${section}`);
    await context.close();

    // Rejected while the session is open, with leave to correct and submit again.
    ({ context, page, camera } = await device(open.toCorrect));
    await camera.visit('/dashboard', 'Dashboard, rejected: correct and submit again');
    await camera.visit(`/applications/${open.toCorrect.applicationId}/view`, 'Read-only, rejected: what to correct');
    await context.close();
  });
}
