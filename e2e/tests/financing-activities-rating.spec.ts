import type { Page } from '@playwright/test';
import { apiSignIn, createVerifiedUser, newPerson, openSignedIn, signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

const stepOption = (page: Page, section: string) => page.locator(`option[value="${section}"]`);

async function openStep(page: Page, section: string) {
  await page.getByLabel('Step', { exact: true }).selectOption(section);
  await expect(page).toHaveURL(new RegExp(`/edit/${section}$`));
}

test('a student declares a financing (offline first), changes and deletes entries, skips the activities and rates the portal on a phone', async ({
  page,
  request,
}) => {
  const session = await openSession(request, { name: `Lists ${Date.now().toString(36)}`, year: 2034 });
  try {
    const person = newPerson('lists');
    await createVerifiedUser(request, person);
    const auth = await openSignedIn(page, request, person.username, person.password);
    const headers = { authorization: `Bearer ${auth.token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const financingOnServer = async () =>
      (
        (await (await request.get(`/api/applications/${id}/financing`, { headers })).json()) as {
          data: { name: string | null; amount: number | null }[];
        }
      ).data;

    // An empty list says so, and offers to add an entry or to declare that there is none.
    await page.goto(`/applications/${id}/edit/financing`);
    await expect(page.getByText('No financing declared yet.')).toBeVisible();
    await expectSoundScreen(page);

    // Adding: what is typed survives a reload before it is saved.
    await page.getByRole('button', { name: 'Add a financing' }).click();
    await expect(page.getByRole('heading', { name: 'New financing' })).toBeFocused();
    await page.getByLabel('Name of the financing').fill('Bourse communale');
    await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name of the financing')).toHaveValue('Bourse communale');
    await page.getByLabel('Organisation that gives it').fill('Commune de Dschang');
    await page.getByLabel('Amount a year (FCFA)').fill('abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Amount a year (FCFA)')).toHaveAccessibleDescription(/In CFA francs/);
    await expect(page.getByText('Invalid value')).toBeVisible();
    await expectSoundScreen(page);
    // Saved without a connection: kept on the phone, sent when the connection returns.
    await page.getByLabel('Amount a year (FCFA)').fill('150 000');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sent when the connection returns' })).toBeVisible();
    expect(await financingOnServer()).toEqual([]);
    await page.context().setOffline(false);

    const cards = page.getByRole('list', { name: 'Declared financing' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Bourse communale');
    await expect(cards.first()).toContainText('150,000 FCFA a year');
    expect(await financingOnServer()).toMatchObject([{ name: 'Bourse communale', amount: 150_000 }]);
    await expectSoundScreen(page);

    // Editing an entry, then marking the step completed.
    await page.getByRole('button', { name: 'Edit “Bourse communale”' }).click();
    await expect(page.getByRole('heading', { name: 'Change this financing' })).toBeVisible();
    await page.getByLabel('Amount a year (FCFA)').fill('180000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(cards.first()).toContainText('180,000 FCFA a year');
    await page.getByRole('button', { name: 'Mark this step completed' }).click();
    await expect(stepOption(page, 'financing')).toHaveText(/\(Completed\)$/);

    // A half-filled entry opens the step again; deleting it asks first.
    await page.getByRole('button', { name: 'Add a financing' }).click();
    await page.getByLabel('Name of the financing').fill('Family help');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText('Incomplete');
    await expect(stepOption(page, 'financing')).toHaveText(/\(To do\)$/);
    await page.getByRole('button', { name: 'Mark this step completed' }).click();
    await expect(page.getByRole('alert')).toContainText('Entry 2: enter the organisation that gives it');
    await page.getByRole('button', { name: 'Delete “Family help”' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete “Family help”?');
    await expectSoundScreen(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(1);
    expect(await financingOnServer()).toHaveLength(1);
    await page.getByRole('button', { name: 'Mark this step completed' }).click();
    await expect(stepOption(page, 'financing')).toHaveText(/\(Completed\)$/);

    // No activity beside the studies: the step is skipped.
    await openStep(page, 'extra-activities');
    await page.getByRole('button', { name: 'I have none: skip this step' }).click();
    await expect(page.getByText('Done: you declared that you have no activity beside your studies.')).toBeVisible();
    await expect(stepOption(page, 'extra-activities')).toHaveText(/\(Nothing to declare\)$/);

    // The rating: stars chosen with the keyboard, a suggestion and a comment.
    await openStep(page, 'rating');
    await expect(page.getByText('No star chosen yet')).toBeVisible();
    await expectSoundScreen(page);
    await page.getByRole('radio', { name: '1 star', exact: true }).focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(page.getByText('You gave 4 stars out of 5')).toBeVisible();
    await page.getByLabel('A suggestion').fill('Let us upload photos of documents');
    await page.getByLabel('Your comment').fill('Clear steps, even on 2G.');
    await page.getByRole('button', { name: 'Save and mark completed' }).click();
    // Done with the last step to fill: the submission opens, its heading focused.
    await expect(page).toHaveURL(/\/edit\/submission$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Submission' })).toBeFocused();
    await expect(stepOption(page, 'rating')).toHaveText(/\(Completed\)$/);
    const rating = await (await request.get(`/api/applications/${id}/rating`, { headers })).json();
    expect(rating.data).toMatchObject({ stars: 4, suggestion: 'Let us upload photos of documents' });
    await openStep(page, 'rating');
    await page.reload();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();

    // None of the three is left among what the submission still needs.
    await openStep(page, 'submission');
    const missing = page.getByRole('region', { name: 'Still to do before submitting' }).getByRole('listitem');
    await expect(missing.first()).toBeVisible();
    await expect(missing.filter({ hasText: /^(Financing|Extra activities|Rating of the portal):/ })).toHaveCount(0);
  } finally {
    await session.close();
  }
});

test('an administrator reads the ratings of a session on a phone', async ({ page, request }) => {
  const session = await openSession(request, { name: `Rated ${Date.now().toString(36)}`, year: 2035 });
  try {
    const person = newPerson('rater', 'Blaise');
    await createVerifiedUser(request, person);
    const { token } = await apiSignIn(request, person.username, person.password);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const rated = await request.post(`/api/applications/${id}/rating`, {
      headers,
      data: { stars: 2, suggestion: 'A shorter form', content: 'The upload was slow.' },
    });
    expect(rated.ok(), await rated.text()).toBe(true);

    await signInAsAdmin(page, request);
    await page.goto(`/sessions/${session.id}`);
    await page.getByRole('tab', { name: 'Ratings' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}/ratings$`));
    const cards = page.getByRole('list', { name: 'The applicants’ ratings of the portal' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('2 stars out of 5');
    await expect(cards.first()).toContainText(`Blaise ${person.lastName}`);
    await expect(cards.first()).toContainText('A shorter form');
    await expectSoundScreen(page);
    await page.getByLabel('Stars').selectOption({ label: '5 stars out of 5' });
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await expect(page).toHaveURL(/stars=5/);
  } finally {
    await session.close();
  }
});
