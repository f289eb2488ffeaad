import { test } from '@playwright/test';
import { apiSignIn, createVerifiedUser, newPerson } from '../support/accounts.ts';
import { appCode, wrongCode } from '../support/authenticator.ts';
import { Camera, desktopVariants, openDevice, phoneVariants, variantName } from './camera.ts';
import { say } from './catalog.ts';
import { call, readScenario } from './scenario.ts';

// Two-step sign-in (decision 565), for a member of the committee made for each picture set: set up in the account
// settings (the same steps as an enrolment at sign-in, which the gallery's server, `STAFF_2FA=optional`, never asks
// for), the recovery codes, the code asked at sign-in, and the person's page as an administrator sees it.

for (const variant of [...phoneVariants, ...desktopVariants]) {
  test(`two-step sign-in, ${variantName(variant)}`, async ({ browser, baseURL, request }) => {
    const { admin } = readScenario();
    const lang = variant.lang;
    const person = newPerson('twofactor', 'Beatrice', 'Fontana');
    const id = await createVerifiedUser(request, person, lang);
    await call(request, admin, 'put', `/users/${id}/role`, { role: 'EVALUATOR' });
    const button = (page: import('@playwright/test').Page, key: string) =>
      page.getByRole('button', { name: say(lang, key), exact: true });

    // The account settings: off, set up (the QR code, the key, the code), the codes to keep, on.
    let { context, page } = await openDevice(
      browser,
      baseURL!,
      variant,
      await apiSignIn(request, person.username, person.password),
    );
    let camera = new Camera(page, 'committeeTwoFactor', variant);
    await camera.visit('/account/settings/security', 'Security: two-step sign-in off');
    await button(page, 'two-factor:settings.setUp').click();
    await page.locator('[data-secret-key]').waitFor();
    await camera.shot('Setting up two-step sign-in: the QR code, the key, the code');
    const secret = ((await page.locator('[data-secret-key]').textContent()) ?? '').replace(/\s/g, '');
    await page.getByRole('textbox', { name: say(lang, 'two-factor:code.label') }).fill(await appCode(secret));
    await button(page, 'two-factor:settings.confirm').click();
    await page.getByRole('checkbox', { name: say(lang, 'two-factor:codes.kept') }).waitFor();
    await camera.shot('Recovery codes to keep');
    await page.getByRole('checkbox', { name: say(lang, 'two-factor:codes.kept') }).check();
    await button(page, 'two-factor:codes.done').click();
    await button(page, 'two-factor:settings.renew').waitFor();
    await camera.shot('Security: two-step sign-in on');
    await button(page, 'two-factor:settings.renew').click();
    await camera.shot('New recovery codes: a code of the app asked');
    await button(page, 'common:actions.cancel').click();
    await button(page, 'two-factor:settings.turnOff').click();
    await camera.shot('Turning two-step sign-in off: the password asked');
    await context.close();

    // Signing in: after the password, the code; a recovery code instead; a code refused on the field.
    ({ context, page } = await openDevice(browser, baseURL!, variant));
    camera = new Camera(page, 'committeeTwoFactor', variant);
    await camera.go('/auth/sign-in');
    await page.locator('input[name="login"]').fill(person.username);
    await page.locator('input[name="password"]').fill(person.password);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('input[name="code"]').waitFor();
    await camera.shot('Sign in, second step: the code of the app');
    await button(page, 'two-factor:code.useRecovery').click();
    await camera.shot('Sign in, second step: a recovery code');
    await button(page, 'two-factor:code.useApp').click();
    await page.locator('input[name="code"]').fill(await wrongCode(secret));
    await button(page, 'two-factor:code.submit').click();
    await page.locator('input[name="code"][aria-invalid="true"]').waitFor();
    await camera.shot('Sign in, second step: a code refused');
    await context.close();

    // The person's page as an administrator sees it, and the reset's confirmation.
    ({ context, page } = await openDevice(browser, baseURL!, variant, admin));
    camera = new Camera(page, 'committeeTwoFactor', variant);
    await camera.visit(`/users/${id}`, 'User detail: a committee member with two-step sign-in');
    await camera.dialog('Dialog: reset the second factor', (p) => button(p, 'two-factor:admin.reset').click());
    await context.close();
  });
}
