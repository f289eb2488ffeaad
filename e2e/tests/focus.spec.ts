import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, newPerson, openSignedIn, signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

/** What has the keyboard's focus, described well enough to tell the skip link, a button or the page apart. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'the page itself';
    return `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute('aria-label') || '').trim()}"`;
  });

async function expectNotOnTheSkipLink(page: Page) {
  const where = await focused(page);
  expect(where).not.toContain('Skip to main content');
  expect(where).not.toBe('the page itself');
}

async function studentWithApplication(request: APIRequestContext, page: Page, sessionId: number) {
  const person = newPerson('focus');
  await createVerifiedUser(request, person);
  const auth = await openSignedIn(page, request, person.username, person.password);
  const headers = { authorization: `Bearer ${auth.token}` };
  const created = await request.post('/api/applications', { headers, data: { sessionId } });
  expect(created.ok(), await created.text()).toBe(true);
  return { id: ((await created.json()) as { data: { id: number } }).data.id, headers };
}

test('after a save and after a closed dialog the focus is back where the student was, never on the skip link', async ({
  page,
  request,
}) => {
  const session = await openSession(request, { name: `Focus ${Date.now().toString(36)}` });
  try {
    const { id, headers } = await studentWithApplication(request, page, session.id);

    // A step saved from the keyboard: the button shows its spinner (and is disabled) while it works, then has the
    // focus again, and the next Tab goes on from there.
    await page.goto(`/applications/${id}/edit/details`);
    await page.getByLabel('Town where you will live next year').fill('Dschang');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved on the server (' })).toBeVisible();
    await expect(save).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save and mark completed' })).toBeFocused();

    // "Save and mark completed" moves on to the next step, whose heading takes the focus.
    await page.getByLabel('Date of birth').fill('2006-05-14');
    await page.getByLabel('Town where you live').fill('Dschang');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('University you want to attend next year').fill('University of Dschang');
    await page.getByLabel('Faculty you want to attend next year').fill('Faculty of Science');
    await page.getByLabel('Your level next year').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save and mark completed' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit/school-result$`));
    await expect(page.getByRole('heading', { level: 2, name: 'University results' })).toBeFocused();

    // The family members' dialog: cancelled, saved or escaped, the focus goes back to the button that opened it.
    const family = await request.post('/api/families', { headers, data: { applicationId: id, membersInTown: 1 } });
    expect(family.ok(), await family.text()).toBe(true);
    await page.goto(`/applications/${id}/edit/family`);
    await page.getByRole('tab', { name: 'Members' }).click();
    const add = page.getByRole('button', { name: 'Add a member' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'New member' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await add.click();
    await dialog.getByLabel('Relationship to you', { exact: true }).selectOption({ label: 'Mother' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    const edit = page.getByRole('button', { name: 'Edit member 1' });
    await edit.click();
    await expect(page.getByRole('dialog', { name: 'Edit member 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(edit).toBeFocused();
    // Deleting takes its button away: the focus goes to the members' count, which says what changed.
    await page.getByRole('button', { name: 'Delete member 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('No member registered yet.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You declared 1 family members' })).toBeFocused();
    await expectNotOnTheSkipLink(page);
    await expectSoundScreen(page);
  } finally {
    await session.close();
  }
});

test.describe('the committee at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a decision dialog gives the focus back to its opener, or to the decision once its button is gone', async ({
    page,
    request,
  }) => {
    const session = await openSession(request, { name: `Focus decision ${Date.now().toString(36)}` });
    try {
      const person = newPerson('decided');
      await createVerifiedUser(request, person);
      const signIn = await request.post('/api/auth/sign-in', {
        data: { login: person.username, password: person.password },
      });
      const { token } = ((await signIn.json()) as { data: { token: string } }).data;
      const created = await request.post('/api/applications', {
        headers: { authorization: `Bearer ${token}` },
        data: { sessionId: session.id },
      });
      const { id } = ((await created.json()) as { data: { id: number } }).data;

      await signInAsAdmin(page, request);
      await page.goto(`/applications/${id}/view/score`);
      const decision = page.getByRole('region', { name: "Committee's decision" });
      const approve = decision.getByRole('button', { name: 'Approve', exact: true });
      await approve.click();
      await page
        .getByRole('dialog', { name: 'Approve the application' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(approve).toBeFocused();

      // Approved: the "Approve" button is gone, so the focus lands on the decision it took.
      await approve.click();
      await page
        .getByRole('dialog', { name: 'Approve the application' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(decision.locator(':focus')).toHaveText('Approved');
      await expectNotOnTheSkipLink(page);
      await expectSoundScreen(page);
    } finally {
      await session.close();
    }
  });
});
