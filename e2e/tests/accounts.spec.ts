import { createVerifiedUser, mailedLink, newPerson, signInThroughForm as signIn } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

test('sign up, verify by mail, sign in, fill student information, change password, sign out, sign in again', async ({
  page,
}) => {
  const person = newPerson('journey');
  await page.goto('/auth/sign-up');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByLabel('Confirm the password').fill(person.password);
  await page.getByRole('checkbox', { name: 'I have read the privacy notice and accept it' }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // An unverified account cannot sign in, and is offered a new link.
  await page.goto('/auth/sign-in');
  await page.getByLabel('Username or e-mail').fill(person.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Send me a new verification link' })).toBeVisible();

  await page.goto(await mailedLink(person.email, '/auth/verify'));
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await signIn(page, person.email, person.password);
  await expect(
    page.getByRole('button', { name: `User menu for ${person.firstName} ${person.lastName}` }),
  ).toBeVisible();

  await page.goto('/account/settings/student');
  await page.getByLabel('Other name').fill('Ami');
  await page.getByRole('combobox', { name: 'Sex' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel('Date of birth').fill('2005-03-14');
  await page.getByLabel('Town').fill('Dschang');
  await page.getByLabel('Mobile phone number').fill('+237 6 99 00 11 22');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Town')).toHaveValue('Dschang');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2005-03-14');

  // A name change shows in the header at once.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByLabel('First name').fill('Aminata');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `User menu for Aminata ${person.lastName}` })).toBeVisible();

  const newPassword = 'Quiet-river-7713';
  await page.getByRole('tab', { name: 'Security' }).click();
  const passwordForm = page.getByRole('form', { name: 'Password' });
  await passwordForm.getByLabel('Current password').fill(person.password);
  await passwordForm.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm the password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=signed-out$/);
  await signIn(page, person.username, newPassword);
});

test('forgot and reset the password through the mailed link', async ({ page, request }) => {
  const person = newPerson('forgot');
  await createVerifiedUser(request, person);
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText('a reset link has been sent')).toBeVisible();

  await page.goto(await mailedLink(person.email, '/auth/reset-password'));
  const newPassword = 'Amber-meadow-5520';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signIn(page, person.email, newPassword);
});

test('changing the e-mail address needs the current password, warns the old address and takes effect from the link', async ({
  page,
  request,
}) => {
  const person = newPerson('move');
  await createVerifiedUser(request, person);
  await signIn(page, person.username, person.password);
  await page.goto('/account/settings/security');
  const emailForm = page.getByRole('form', { name: 'E-mail address' });
  const newAddress = `new${person.email}`;
  await emailForm.getByLabel('New e-mail address').fill(newAddress);
  await emailForm.getByLabel('Current password').fill('Not-my-password-1');
  await emailForm.getByRole('button', { name: 'Change the e-mail address' }).click();
  await expect(emailForm.getByText('The password is wrong')).toBeVisible();
  await expect(emailForm.getByLabel('New e-mail address')).toHaveValue(newAddress);

  await emailForm.getByLabel('Current password').fill(person.password);
  await emailForm.getByRole('button', { name: 'Change the e-mail address' }).click();
  await expect(emailForm.getByText(`A confirmation link has been sent to ${newAddress}`)).toBeVisible();
  // The current address is told, with a way back to its own account.
  const notice = await mailedLink(person.email, '/auth/forgot-password');
  expect(notice).toContain(encodeURIComponent(person.email));

  await page.goto(await mailedLink(newAddress, '/auth/verify'));
  await expect(page.getByText('Your new e-mail address is confirmed.')).toBeVisible();
  await page.goto('/account/settings/security');
  await expect(page.getByText(`Current address: ${newAddress}`)).toBeVisible();
});

test('the resend page counts down before another resend', async ({ page }) => {
  await page.goto('/auth/resend-verify-link?email=nobody%40example.test');
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('button', { name: /You can send again in \d+ s/ })).toBeDisabled();
});

test('an administrator deactivates a user whose open tab is sent to sign-in at its next call', async ({
  browser,
  request,
}) => {
  const person = newPerson('deact');
  await createVerifiedUser(request, person);

  const userContext = await browser.newContext({ locale: 'en-US' });
  const userPage = await userContext.newPage();
  await signIn(userPage, person.username, person.password);
  await userPage.goto('/account/settings/profile');
  await expect(userPage.getByLabel('First name')).toHaveValue(person.firstName);

  const adminContext = await browser.newContext({ locale: 'en-US' });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
  await adminPage.goto('/users');
  await adminPage.getByLabel('Search by name, username or e-mail').fill(person.username);
  await expect(adminPage.getByText('1 user', { exact: true })).toBeVisible();
  await adminPage.getByRole('button', { name: `Actions for ${person.firstName} ${person.lastName}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Deactivate' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(adminPage.getByRole('dialog')).toBeHidden();
  await expect(adminPage.getByRole('table').getByText('Inactive', { exact: true })).toBeVisible();

  // The user's next call answers 401: the tab goes to sign-in, remembering where it was.
  await userPage.getByLabel('Last name').fill('Changed');
  await userPage.getByRole('button', { name: 'Save' }).click();
  await expect(userPage).toHaveURL(/\/auth\/sign-in\?redirect=%2Faccount%2Fsettings%2Fprofile/);
  await userPage.getByLabel('Username or e-mail').fill(person.username);
  await userPage.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(userPage.getByRole('alert')).toBeVisible();
  await expect(userPage).toHaveURL(/\/auth\/sign-in/);

  await userContext.close();
  await adminContext.close();
});

test('the user list works at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('ADMIN');
  await expect(page.getByRole('status').filter({ hasText: /users?$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('axe finds no violations on sign-in, sign-up and account settings', async ({ page, request }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectSoundScreen(page);
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectSoundScreen(page);

  const person = newPerson('axe');
  await createVerifiedUser(request, person);
  await signIn(page, person.username, person.password);
  for (const tab of ['profile', 'security', 'student']) {
    await page.goto(`/account/settings/${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Save|Change the e-mail address/ }).first()).toBeVisible();
    await expectSoundScreen(page);
  }
});
