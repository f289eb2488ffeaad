import { createVerifiedUser, newPerson, signInThroughForm, submitSignIn } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

test('deleting one’s account ends on a page saying it and its personal data are gone', async ({ page, request }) => {
  const person = newPerson('deleted');
  await createVerifiedUser(request, person);
  await signInThroughForm(page, person.username, person.password);
  await page.goto('/account/settings/security');
  await page.getByLabel('Confirmation text').fill(`delete ${person.username}`);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).last().fill(person.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/auth\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText(/personal data .* are gone for good/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/home',
  );
  await expect(page.getByRole('link', { name: 'Create a new account' })).toHaveAttribute('href', '/auth/sign-up');
  await expectSoundScreen(page);
  expect(await page.evaluate(() => localStorage.getItem('portal.auth'))).toBeNull();

  await page.goto('/auth/sign-in');
  await submitSignIn(page, person.username, person.password);
  await expect(page.getByRole('alert')).toHaveText('Wrong username, e-mail or password');
});
