import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, apiSignIn, createVerifiedUser, newPerson, signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

const tag = Date.now().toString(36);

/** Three applicants to one session: two pupils and a student, each with a last name of their own. */
async function seedCandidates(request: APIRequestContext) {
  const session = await openSession(request, { name: `Review ${tag}`, year: 2034 });
  const applicants = [];
  for (const [index, student] of [false, true, false].entries()) {
    const person = newPerson('cand', 'Amina', `Candidate${tag}${String.fromCharCode(65 + index)}`);
    await createVerifiedUser(request, person);
    const headers = { authorization: `Bearer ${(await apiSignIn(request, person.username, person.password)).token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const typed = await request.put(`/api/applications/${id}`, { headers, data: { universityStudent: student } });
    expect(typed.ok(), await typed.text()).toBe(true);
    applicants.push({ id, lastName: person.lastName, student });
  }
  return { session, applicants };
}

let seeded: ReturnType<typeof seedCandidates> | undefined;
test.beforeEach(async ({ request }) => {
  seeded ??= seedCandidates(request);
  await seeded;
});

const table = (page: Page) => page.getByRole('table', { name: 'Candidates' });

test('the committee filters and searches a session’s candidates, keeps the choice over a reload and opens one', async ({
  page,
  request,
}) => {
  test.slow();
  const { session, applicants } = await (seeded as ReturnType<typeof seedCandidates>);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/candidates`);
  await expect(page.getByRole('heading', { level: 1, name: `Candidates: Review ${tag}` })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3 candidates')).toBeVisible();
  await expectSoundScreen(page);

  await page.getByLabel('Applicant type').selectOption({ label: 'Student' });
  await expect(page).toHaveURL(/[?&]type=student/);
  await page.getByLabel('Submission').selectOption({ label: 'Not submitted' });
  await expect(page).toHaveURL(/[?&]submission=not_submitted/);
  const student = applicants.find((applicant) => applicant.student);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page)).toContainText(student?.lastName ?? '');

  await page.reload();
  await expect(page.getByLabel('Applicant type')).toHaveValue('student');
  await expect(page.getByLabel('Submission')).toHaveValue('not_submitted');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page)).toContainText('Not checked');

  await page.getByLabel('Applicant type').selectOption({ label: 'All' });
  const wanted = applicants[2];
  await page.getByLabel('Search by name or e-mail').fill(wanted?.lastName ?? '');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${wanted?.lastName}`));
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await table(page)
    .getByRole('link', { name: new RegExp(wanted?.lastName ?? '') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/applications/${wanted?.id}/view`));
});

test('on a phone each candidate is a card, the filters and the export at hand', async ({ page, request }) => {
  test.slow();
  const { session, applicants } = await (seeded as ReturnType<typeof seedCandidates>);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/candidates?type=pupil&sort=name`);
  const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(applicants[0]?.lastName ?? '');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectSoundScreen(page);

  // The export keeps the list's filters and saves the file under the name the server gives it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^candidates-export-\d{14}\.xlsx$/);
  await expect(page.getByText(/^Saved as candidates-export-\d{14}\.xlsx/)).toBeVisible();
});

test('the committee runs the eligibility checks and saves the total scores, and is told what each run did', async ({
  page,
  request,
}) => {
  test.slow();
  const { session } = await (seeded as ReturnType<typeof seedCandidates>);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/candidates`);
  await expect(table(page).getByRole('row')).toHaveCount(4);

  // Drafts without a school record or a birth date: checked, and not eligible, each with its reasons.
  await page.getByRole('button', { name: 'Run eligibility checks' }).click();
  await expect(page.getByText('3 applications checked: 0 eligible, 3 not eligible.')).toBeVisible();
  await expect(table(page).getByText('Not eligible')).toHaveCount(3);
  await table(page)
    .getByRole('button', { name: /^Why not eligible:/ })
    .first()
    .click();
  // The reasons come worded in the reader's language: what is missing is named.
  await expect(page.getByRole('listitem').filter({ hasText: 'The date of birth is missing' }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save all total scores' }).click();
  await expect(page.getByText('3 total scores saved.')).toBeVisible();
  // Nobody competes for a place yet (none is eligible and submitted): totals without a rank, each a draft.
  // The total's column, found by its heading (the table gained the panel's columns): the total, the rank under it.
  const totalColumn = (await table(page).getByRole('columnheader').allTextContents()).indexOf('Total score and rank');
  expect(totalColumn).toBeGreaterThan(0);
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(totalColumn)).toContainText('Not ranked');
  await expect(table(page).getByText('Draft (not submitted)', { exact: true })).toHaveCount(3);
  await expectSoundScreen(page);
});

test('once the session is published, the list offers no runs, shows each place, and a place is withdrawn from its row', async ({
  page,
  request,
}) => {
  test.slow();
  const { session, applicants } = await (seeded as ReturnType<typeof seedCandidates>);
  const holder = applicants[1];
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const approved = await request.patch(`/api/applications/${holder?.id}/approbation`, {
    headers,
    data: { status: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  // The session was opened with the first test's request context, gone by now: this test's own closes it.
  expect((await request.put(`/api/sessions/${session.id}/status/CLOSED`, { headers })).ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/candidates`);
  await expect(page.getByText(/The decisions of this session are published/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run eligibility checks' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save all total scores' })).toHaveCount(0);
  const row = table(page).getByRole('row', { name: new RegExp(holder?.lastName ?? '') });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Awaiting answer', { exact: true })).toBeVisible();
  await expectSoundScreen(page);
  // Every column shows at 1280 px, the place's withdrawal with them: the table does not scroll sideways.
  const [tableRight, mainRight] = await table(page).evaluate((element) => [
    element.getBoundingClientRect().right,
    element.closest('main')?.getBoundingClientRect().right ?? 0,
  ]);
  expect(tableRight).toBeLessThanOrEqual(mainRight ?? 0);

  // Passing places on is asked first, saying what it does; given up, nothing is done.
  await page.getByRole('button', { name: 'Pass on free places now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pass on the free places now?' });
  await expect(confirm).toContainText('is mailed at once and has 10 days to answer');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Only a place still held has the withdrawal, and its reason is required.
  const withdraw = row.getByRole('button', { name: `Withdraw the place of ${holder?.lastName} Amina` });
  await expect(table(page).getByRole('button', { name: /^Withdraw the place of / })).toHaveCount(1);
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the place' });
  await dialog.getByRole('button', { name: 'Withdraw the place' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason for the withdrawal').fill('Enrolled in another funded programme.');
  await dialog.getByRole('button', { name: 'Withdraw the place' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Place withdrawn', { exact: true })).toBeVisible();
  // The button went away with the place: the keyboard stays on the row, at its decision.
  await expect(row.locator(':focus')).toHaveText('Approved');
  await expect(table(page).getByRole('button', { name: /^Withdraw the place of / })).toHaveCount(0);
  await expectSoundScreen(page);
});
