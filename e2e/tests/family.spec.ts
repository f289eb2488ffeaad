import type { Page } from '@playwright/test';
import { createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

const answer = (page: Page, question: string, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice }).check();

/** The tabs read as tabs: padded, and only the selected one underlined in a colour (computed styles). */
async function expectStyledTabs(page: Page) {
  const tabs = await page.getByRole('tab').evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        selected: element.getAttribute('aria-selected') === 'true',
        paddingInline: Number.parseFloat(style.paddingLeft),
        paddingBlock: Number.parseFloat(style.paddingTop),
        underline: Number.parseFloat(style.borderBottomWidth),
        underlineColor: style.borderBottomColor,
      };
    }),
  );
  expect(tabs.length).toBeGreaterThan(1);
  for (const tab of tabs) {
    expect(tab.paddingInline).toBeGreaterThanOrEqual(12);
    expect(tab.paddingBlock).toBeGreaterThanOrEqual(6);
  }
  const selected = tabs.filter((tab) => tab.selected);
  expect(selected).toHaveLength(1);
  expect(selected[0]?.underline).toBeGreaterThanOrEqual(2);
  expect(selected[0]?.underlineColor).not.toBe('rgba(0, 0, 0, 0)');
  for (const tab of tabs.filter((other) => !other.selected)) expect(tab.underlineColor).toBe('rgba(0, 0, 0, 0)');
}

async function addMember(page: Page, values: Record<string, string>, choices: Record<string, string>) {
  await page.getByRole('button', { name: 'Add a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'New member' });
  for (const [label, value] of Object.entries(choices))
    await dialog.getByLabel(label, { exact: true }).selectOption({ label: value });
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('radiogroup', { name: 'Has a handicap' }).getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a student describes the family on a phone, registers its members, and completes the step once the count matches', async ({
  page,
  request,
}) => {
  // A long journey (about thirty seconds on a quiet machine): room for a busy one.
  test.setTimeout(120_000);
  const session = await openSession(request, { name: `Family ${Date.now().toString(36)}`, year: 2034 });
  try {
    const person = newPerson('family');
    await createVerifiedUser(request, person);
    const auth = await openSignedIn(page, request, person.username, person.password);
    const created = await request.post('/api/applications', {
      headers: { authorization: `Bearer ${auth.token}` },
      data: { sessionId: session.id },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    // The information tab opens first; the members wait for the family to be saved.
    await page.goto(`/applications/${id}/edit/family`);
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await expectStyledTabs(page);
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page.getByText('Save the family information first')).toBeVisible();
    await expectStyledTabs(page);
    await page.getByRole('tab', { name: 'Information' }).click();

    await page.getByLabel('Family members living in town (not counting you)').fill('2');
    await page.getByLabel('Neighbourhood or village').fill('Foto');
    await answer(page, 'You live with your family', 'Yes');
    await answer(page, 'Your family lives in town', 'Yes');
    await answer(page, 'You have children', 'No');
    await page.getByLabel('Home', { exact: true }).selectOption({ label: 'Rented' });
    await page.getByLabel('Monthly rent (FCFA)').fill('15000');
    await page.getByLabel('Number of rooms').fill('3');
    await page.getByLabel('Toilets', { exact: true }).selectOption({ label: 'Shared with others' });
    await answer(page, 'Running water at home', 'No');
    await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Our own plot' });
    await page.getByLabel('Main use of the land').selectOption({ label: 'Farming for our own food' });
    await page.getByLabel('Means of transport').selectOption({ label: 'A motorcycle' });
    await answer(page, 'A computer', 'No');
    await answer(page, 'A television', 'Yes');
    await answer(page, 'The family keeps livestock', 'Yes');
    await page.getByLabel('Goats').fill('4');
    await expectSoundScreen(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on the server (' })).toBeVisible();

    // Members: cards on the phone, each added through its dialog.
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('button', { name: 'Add a member' }).click();
    await expectSoundScreen(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await addMember(
      page,
      {
        'Year of birth': '1975',
        'Lives in': 'Dschang',
        'Main activity': 'Farmer',
        'Annual salary (FCFA)': '0',
        'Other yearly income (FCFA)': '300000',
      },
      {
        'Relationship to you': 'Mother',
        'Marital status': 'Widowed',
        'School level': 'Primary school',
        'Main source of income': 'Grant or other payment',
        'Other source of income': 'Farming or rural activity',
      },
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Member 1 · Mother');
    await expect(page.getByRole('tabpanel', { name: 'Members' }).getByRole('status')).toHaveText(
      'You declared 2 family members living in town but registered 1: the two numbers must be equal',
    );

    // Completing the step says the two numbers on the count's field; the tab is remembered for this visit (a reload).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByRole('button', { name: 'Save and mark completed' }).click();
    const count = page.getByLabel('Family members living in town (not counting you)');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(
      'You declared 2 family members living in town but registered 1: the two numbers must be equal',
    );
    await expectSoundScreen(page);

    // A supported child may have no income at all; with the second member the count matches.
    await page.getByRole('tab', { name: 'Members' }).click();
    await addMember(
      page,
      {
        'Year of birth': '2014',
        'Lives in': 'Dschang',
        'Main activity': 'Pupil',
        'Annual salary (FCFA)': '0',
        'Other yearly income (FCFA)': '0',
      },
      {
        'Relationship to you': 'Brother or sister',
        'Marital status': 'Single',
        'School level': 'Primary school',
        'Main source of income': 'Supported by parents',
        'Other source of income': 'No other source',
      },
    );
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('2 registered of 2 declared')).toBeVisible();

    // Deleting asks first.
    await page.getByRole('button', { name: 'Delete member 2' }).click();
    await expect(page.getByText('Member 2 (Brother or sister) will be removed from your family.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    await expectSoundScreen(page);

    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByRole('button', { name: 'Save and mark completed' }).click();
    await expect(page.locator('option[value="family"]')).toHaveText(/\(Completed\)$/);
  } finally {
    await session.close();
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the members are a table, each edited in its dialog', async ({ page, request }) => {
    const session = await openSession(request, { name: `Family wide ${Date.now().toString(36)}`, year: 2034 });
    try {
      const person = newPerson('familywide');
      await createVerifiedUser(request, person);
      const auth = await openSignedIn(page, request, person.username, person.password);
      const headers = { authorization: `Bearer ${auth.token}` };
      const post = async (url: string, data: object) => {
        const response = await request.post(url, { headers, data });
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()) as { data: { id: number } }).data.id;
      };
      const id = await post('/api/applications', { sessionId: session.id });
      const familyId = await post('/api/families', { applicationId: id, membersInTown: 1 });
      await post(`/api/families/${familyId}/members`, { relationship: 'FATHER', birthYear: 1970 });

      await page.goto(`/applications/${id}/edit/family`);
      await page.getByRole('tab', { name: 'Members' }).click();
      const row = page.getByRole('row').filter({ hasText: 'Father' });
      await expect(row).toContainText('1970');
      await expect(row).toContainText('Member 1: enter where they live');
      await expectSoundScreen(page);

      await row.getByRole('button', { name: 'Edit member 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit member 1' });
      await expect(dialog.getByLabel('Year of birth')).toHaveValue('1970');
      await dialog.getByLabel('Lives in').fill('Bafoussam');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(row).not.toContainText('enter where they live');
    } finally {
      await session.close();
    }
  });
});
