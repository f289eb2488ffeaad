import { createVerifiedUser, newPerson, signInThroughForm, submitSignIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

const offlineMessage = 'You are offline: nothing was sent; your input is kept.';

test('saving the profile offline says so at once and keeps what was typed', async ({ page, context, request }) => {
  const person = newPerson('offline');
  await createVerifiedUser(request, person);
  await signInThroughForm(page, person.username, person.password);
  await page.goto('/account/settings/profile');
  await expect(page.getByLabel('Last name')).toHaveValue(person.lastName);

  await context.setOffline(true);
  await page.getByLabel('Last name').fill('Ngono');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(offlineMessage, { timeout: 2_000 });
  await expect(page.getByLabel('Last name')).toHaveValue('Ngono');
  await expect(save).toBeEnabled();

  await context.setOffline(false);
  await save.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('signing in offline says so at once and keeps the login and password', async ({ page, context }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await submitSignIn(page, 'someone', 'a-password-123');
  await expect(page.getByRole('alert')).toHaveText(offlineMessage, { timeout: 2_000 });
  await expect(page.getByLabel('Username or e-mail')).toHaveValue('someone');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('a-password-123');
});
