import { test } from '@playwright/test';
import { Camera, everyoneVariants, openDevice, variantName } from './camera.ts';
import { say } from './catalog.ts';

// What a visitor reads before signing in: the server-rendered public pages and the sign-in screens.

for (const variant of everyoneVariants) {
  test(`public and sign-in pages, ${variantName(variant)}`, async ({ browser, baseURL }) => {
    const { context, page } = await openDevice(browser, baseURL!, variant);
    const lang = variant.lang;
    const camera = new Camera(page, 'public', variant);
    await camera.visit('/', 'Tour, first step');
    for (const step of [2, 3, 4]) await camera.visit(`/?step=${step}`, `Tour, step ${step}`);
    await camera.visit('/home', 'Home');
    if (variant.width === 360) await camera.navigation('Home, navigation open');
    await camera.visit('/about', 'About');
    await camera.visit('/contact', 'Contact');
    await camera.visit('/about/terms', 'Terms of use');
    await camera.visit('/about/privacy', 'Privacy');
    await camera.visit('/eligibility', 'Am I eligible?, before an answer');
    // The form posts to the server, which answers with the verdict: once eligible, once not.
    const answer = async (fields: Record<string, string>, choices: Record<string, string>) => {
      await camera.go('/eligibility');
      for (const [name, value] of Object.entries(choices))
        await page.locator(`input[name="${name}"][value="${value}"]`).check({ force: true });
      for (const [name, value] of Object.entries(fields)) await page.locator(`input[name="${name}"]`).fill(value);
      await Promise.all([
        page.waitForURL('**/eligibility'),
        page.locator('form[method="post"] button[type="submit"]').click(),
      ]);
      await page.waitForLoadState();
    };
    await answer(
      {
        achievedCredits: '54',
        totalCredits: '60',
        average: '13.5',
        birthDate: '2004-05-14',
        town: 'Dschang',
        district: 'Menoua',
        university: 'Université de Dschang',
      },
      { applicantType: 'student' },
    );
    await camera.shot('Am I eligible?, answered: eligible');
    await answer(
      { bacGrade: '9.5', birthDate: '1990-01-01', town: 'Douala', university: 'Université de Douala' },
      { applicantType: 'pupil', system: 'bac' },
    );
    await camera.shot('Am I eligible?, answered: not eligible');
    await answer({}, {});
    await camera.shot('Am I eligible?, sent empty: what to answer');
    await camera.visit('/no-such-page', 'Page not found');

    const auth = new Camera(page, 'auth', variant);
    // Sign-in and sign-up are the server's pages (decision 523): their answers come back into the page.
    await auth.visit('/auth/sign-in', 'Sign in');
    await page.locator('input[name="login"]').fill('nobody');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main [role="alert"]').waitFor();
    await auth.shot('Sign in, refused');
    await auth.visit('/auth/sign-up', 'Sign up');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main [aria-invalid="true"]').first().waitFor();
    await auth.shot('Sign up, sent empty: every error');
    await auth.visit('/auth/verify', 'Verify the e-mail, no link');
    await auth.visit('/auth/verify?token=not-a-real-token', 'Verify the e-mail, wrong link');
    await auth.visit('/auth/forgot-password', 'Forgotten password');
    await auth.dialog('Forgotten password, theme settings open', (p) =>
      p.getByRole('button', { name: say(lang, 'shell:theme.open') }).click(),
    );
    await auth.visit('/auth/reset-password', 'New password, no link');
    await auth.visit('/auth/reset-password?token=not-a-real-token', 'New password, with a link');
    await auth.visit('/auth/resend-verify-link', 'Send the verification link again');
    await auth.visit('/auth/account-deleted', 'Account deleted');
    await context.close();
  });
}
