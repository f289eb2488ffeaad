import { createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('an empty username or e-mail is told "required"', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/This field is required/);
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(/This field is required/);
    await expect(page.getByText(/at least 3 characters|Invalid e-mail/)).toHaveCount(0);
  });

  test('a student’s phone numbers and birth date must be plausible', async ({ page, request }) => {
    const person = newPerson('valid');
    await createVerifiedUser(request, person);
    await openSignedIn(page, request, person.username, person.password);
    await page.goto('/account/settings/student');
    const mobile = page.getByRole('textbox', { name: 'Mobile phone number' });
    const birthDate = page.getByLabel('Date of birth');
    await mobile.fill('-----');
    await birthDate.fill(`${new Date().getFullYear() + 1}-02-01`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(mobile).toHaveAccessibleDescription(/6 to 15 digits/);
    await expect(birthDate).toHaveAccessibleDescription('A birth date cannot be in the future');
    await birthDate.fill('1850-02-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(birthDate).toHaveAccessibleDescription('A birth date before 1900 is not plausible; check the year');
    await mobile.fill('+237 699 12 34 56');
    await birthDate.fill('2004-06-15');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
  });

  test('an avatar that is not an image is told so', async ({ page, request }) => {
    const person = newPerson('avatar');
    await createVerifiedUser(request, person);
    await openSignedIn(page, request, person.username, person.password);
    await page.goto('/account/settings/profile');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('This is my CV, not a photo.') });
    await page.getByRole('button', { name: 'Save the picture' }).click();
    await expect(page.getByRole('alert')).toHaveText('This file is not an image (JPEG, PNG or WebP)');
  });

  test('a reference list refuses a name it already has, on the field, and confirms what is saved', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
    await page.goto('/configurations/handicaps');
    await page.getByRole('button', { name: 'Add a handicap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a handicap' });
    await dialog.getByRole('textbox', { name: 'English' }).fill('visual IMPAIRMENT');
    await dialog.getByRole('textbox', { name: 'French' }).fill('Déficience visuelle sévère');
    await dialog.getByRole('textbox', { name: 'Italian' }).fill('Disabilità visiva grave');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('textbox', { name: 'English' })).toHaveAccessibleDescription(
      '“visual IMPAIRMENT” is already in this list',
    );
    await dialog.getByRole('textbox', { name: 'English' }).fill('Severe visual impairment');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('“Severe visual impairment” was added.')).toBeVisible();
    await expectSoundScreen(page);

    await page.getByRole('button', { name: 'Edit Severe visual impairment' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('textbox', { name: 'English' }).fill('Severe sight loss');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('“Severe sight loss” was saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Severe sight loss' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('“Severe sight loss” was deleted.')).toBeVisible();
  });
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('a name beginning with a vowel reads right in every message about its person', async ({ page, request }) => {
    const person = newPerson('elision', 'Aminatou', 'Ekané');
    await createVerifiedUser(request, person);
    await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
    await page.goto(`/users?q=${person.username}`);
    const actions = page.getByRole('button', { name: 'Actions pour Aminatou Ekané' }).first();
    for (const [action, title] of [
      ['Désactiver', 'Changer le statut : Aminatou Ekané'],
      ['Changer le rôle', 'Changer le rôle : Aminatou Ekané'],
      ['Supprimer', 'Supprimer Aminatou Ekané'],
    ] as const) {
      await actions.click();
      await page.getByRole('menuitem', { name: action }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await dialog.textContent()).not.toMatch(/\bde A/);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
