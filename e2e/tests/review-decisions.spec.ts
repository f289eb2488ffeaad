import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminToken,
  cachedSignIn,
  createVerifiedUser,
  newPerson,
  openSignedIn,
  type Person,
  signInAsAdmin,
} from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

type Candidate = { person: Person; applicationId: number };

/** A student with an application in the session open now. */
async function candidate(request: APIRequestContext, sessionId: number, label: string): Promise<Candidate> {
  const person = newPerson(label);
  await createVerifiedUser(request, person);
  const { token } = await cachedSignIn(request, person.username, person.password);
  const applied = await request.post('/api/applications', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessionId },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { person, applicationId: ((await applied.json()) as { data: { id: number } }).data.id };
}

async function darkMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem('portal.theme', JSON.stringify({ mode: 'dark' })));
}

let session: Awaited<ReturnType<typeof openSession>>;
let rejected: Candidate;
let approved: Candidate;
const rejectionReason = 'Your transcript is unreadable: upload a clear scan of it.';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  session = await openSession(request);
  rejected = await candidate(request, session.id, 'rev');
  approved = await candidate(request, session.id, 'apr');
  // The committee's runs over the session leave their first lines in every application's trail.
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  for (const run of ['eligibility-check', 'save-total-scores']) {
    const answer = await request.post(`/api/applications/${run}/${session.id}`, { headers });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
});

test('an administrator reads the score and the trail, gives a bonus and rejects, allowing re-submission', async ({
  page,
  request,
}) => {
  await darkMode(page);
  await signInAsAdmin(page, request);
  await page.goto(`/applications/${rejected.applicationId}/view/score`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 2, name: 'Score and review' })).toBeVisible();
  // Every step of the file says whose it is: the name in the title, the contact, type and standing by the decision.
  const name = `${rejected.person.firstName} ${rejected.person.lastName}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${name}: application to `));
  const header = page.getByTestId('applicant-header');
  await expect(header.getByText(name, { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: `Write to ${name}` })).toHaveAttribute(
    'href',
    `mailto:${rejected.person.email}`,
  );
  await expect(header.getByText('New application', { exact: true })).toBeVisible();
  await expect(header.getByText('Pending', { exact: true })).toBeVisible();
  // Never submitted: checked and scored like the others, and plainly marked as a draft.
  await expect(header.getByText('Draft (not submitted)', { exact: true })).toBeVisible();
  await expect(header.getByText('Not ranked', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'A draft, not submitted' })).toBeVisible();
  // Nothing is filled in: every missing answer is a reason, worded by the server.
  await expect(page.getByRole('alert', { name: 'Eligibility' })).toContainText('The date of birth is missing');
  // Two groups, each with its parts: merit, then the socio-economic and family situation.
  const score = page.getByRole('table', { name: 'Score part by part' });
  await expect(score.getByRole('row', { name: /^Merit/ })).toContainText('/ 50');
  await expect(score.getByRole('rowheader', { name: 'School results' })).toBeVisible();
  await expect(score.getByRole('row', { name: /^Socio-economic and family situation/ })).toContainText('/ 50');
  await expect(score.getByRole('rowheader', { name: 'Economic condition' })).toBeVisible();
  await expect(page.getByText('Eligibility check', { exact: true })).toBeVisible();
  await expect(page.getByText('Score computed', { exact: true })).toBeVisible();
  await expectSoundScreen(page);

  // The bonus needs its reason; the dialog says so on the field (the server's own rule) and keeps the points.
  await page.getByRole('button', { name: 'Give a bonus' }).click();
  const bonus = page.getByRole('dialog', { name: 'Committee bonus' });
  await bonus.getByLabel(/Points/).fill('7');
  await bonus.getByRole('button', { name: 'Save' }).click();
  await expect(bonus.getByText('Must be less than or equal to 5')).toBeVisible();
  await expect(bonus.getByText('A bonus needs a written reason')).toBeVisible();
  await bonus.getByLabel(/Points/).fill('3');
  await expectSoundScreen(page);
  await bonus.getByLabel('Reason').fill('Orphan of both parents, verified by the Cameroon branch');
  await bonus.getByRole('button', { name: 'Save' }).click();
  await expect(bonus).toBeHidden();
  await expect(
    page.getByRole('alert', { name: '+3 points' }).getByText('Orphan of both parents, verified by the Cameroon branch'),
  ).toBeVisible();
  await expect(score.getByRole('row', { name: /Committee bonus/ })).toContainText('+3 points');
  // The trail says who gave it and what changed, in sentences.
  await expect(page.getByText('Bonus given: 3 points.', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Reason for the bonus: “Orphan of both parents, verified by the Cameroon branch”', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Found not eligible (before: not checked).', { exact: true })).toBeVisible();
  // The reason reads the same in the verdict and in the history.
  await expect(page.getByText('The date of birth is missing', { exact: true })).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText('[object');

  // A dialog given up returns the focus to the button that opened it.
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  await approve.click();
  await expect(page.getByRole('dialog', { name: 'Approve the application' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(approve).toBeFocused();

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: 'Reject the application' });
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('This field is required')).toBeVisible();
  await reject.getByLabel('Reason for the rejection').fill(rejectionReason);
  await reject.getByLabel('The applicant may correct the application and submit it again').check();
  await expectSoundScreen(page);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toBeHidden();
  const decision = page.getByRole('region', { name: "Committee's decision" });
  await expect(decision.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(decision).toContainText(rejectionReason);
  await expect(decision).toContainText('The applicant may correct the application and submit it again.');
  await expect(page.getByText('Decision: Rejected (before: Pending).', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Reason given to the applicant: “Your transcript is unreadable', { exact: false }),
  ).toBeVisible();
});

test.describe('the rejected student on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('sees the reason at once, with what to do', async ({ page, request }) => {
    await openSignedIn(page, request, rejected.person.username, rejected.person.password);
    await page.goto(`/applications/${rejected.applicationId}/view`);
    const decision = page.getByRole('region', { name: "Committee's decision" });
    await expect(decision.getByText('Your application needs changes')).toBeVisible();
    await expect(decision).toContainText(rejectionReason);
    await expect(decision).toContainText('submit your application again');
    await expect(page.getByRole('link', { name: 'Score and review' })).toHaveCount(0);
    await expectSoundScreen(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('application-card')).toContainText(rejectionReason);
    await expectSoundScreen(page);
  });
});

test('an administrator approves another candidate and closes the session', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  // Every part of the application reads for the committee, without a refusal of the API.
  for (const [section, heading] of [
    ['family', 'Family'],
    ['financing', 'Financing'],
    ['extra-activities', 'Extra activities'],
    ['documents', 'Documents'],
    ['rating', 'Rating of the portal'],
  ]) {
    await page.goto(`/applications/${approved.applicationId}/view/${section}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    await expectSoundScreen(page);
  }
  await page.goto(`/applications/${approved.applicationId}/view/score`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the application' });
  await expect(dialog).toContainText('The applicant receives the scholarship');
  // The candidate never submitted and was found not eligible: the dialog says so before anything is decided.
  const warning = dialog.getByRole('alert').filter({ hasText: 'This approval is unusual' });
  await expect(warning).toContainText('The eligibility check found the candidate not eligible:');
  await expect(warning).toContainText('The date of birth is missing');
  await expect(warning).toContainText('The application has not been submitted: it may be incomplete.');
  await expect(warning).not.toContainText('No score has been saved');
  await expect(warning).toContainText('You may still approve: the decision is the committee’s.');
  const note = 'Approved before submission: the Cameroon branch holds the signed paper file.';
  await dialog.getByLabel('Note for the committee (optional)').fill(note);
  await expectSoundScreen(page);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const decision = page.getByRole('region', { name: "Committee's decision" });
  await expect(decision.getByText('Approved', { exact: true })).toBeVisible();
  await expect(decision.getByRole('button', { name: 'Take the decision back' })).toBeVisible();
  // The history keeps the note with the decision; the applicant never reads it.
  await expect(page.getByText('Decision: Approved (before: Pending).', { exact: true })).toBeVisible();
  await expect(page.getByText(`Committee’s note: “${note}”`, { exact: true })).toBeVisible();
  await expectSoundScreen(page);

  // Closing says what it does before it is done: it publishes, mails everyone and starts the places' deadlines.
  await page.goto(`/sessions/${session.id}`);
  await page.getByRole('button', { name: /^Change the status of / }).click();
  const status = page.getByRole('dialog', { name: /^Change the status of / });
  await status.getByRole('radio', { name: /^Closed/ }).check();
  const closing = status.getByRole('alert', { name: 'Closing publishes the decisions' });
  await expect(closing).toContainText('The list of the places given is published');
  await expect(closing).toContainText('Every candidate of the session receives a mail');
  await expect(closing).toContainText('10 days to accept it');
  await expect(closing).toContainText('This cannot be undone');
  await expectSoundScreen(page);
  await status.getByRole('button', { name: 'Close and publish' }).click();
  await expect(status).toBeHidden();

  // Published: no decision changes any more, and no run over the session is offered.
  await page.goto(`/applications/${approved.applicationId}/view/score`);
  const published = page.getByRole('region', { name: "Committee's decision" });
  await expect(published).toContainText('The decisions of this session are published');
  await expect(published.getByRole('button', { name: 'Take the decision back' })).toHaveCount(0);
  await expect(published.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await expect(published.getByRole('button', { name: 'Withdraw the place' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give a bonus' })).toHaveCount(0);
  await page.goto(`/sessions/${session.id}/candidates`);
  await expect(page.getByText(/A place can only be withdrawn/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run eligibility checks' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save all total scores' })).toHaveCount(0);
});

test.describe('the approved student on a phone, once the session is closed', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('sees the approval and the score explained part by part', async ({ page, request }) => {
    await openSignedIn(page, request, approved.person.username, approved.person.password);
    await page.goto(`/applications/${approved.applicationId}/view`);
    const decision = page.getByRole('region', { name: "Committee's decision" });
    await expect(decision.getByText('Approved', { exact: true })).toBeVisible();
    const score = decision.getByRole('table', { name: 'Score part by part' });
    await expect(score.getByRole('rowheader', { name: /^Economic condition/ })).toContainText(
      'The income of your household in a year',
    );
    await expect(score.getByRole('row', { name: /^Total/ })).toContainText('/ 100');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectSoundScreen(page);
  });

  test('the rejected student reads the reason beside the score explained', async ({ page, request }) => {
    await openSignedIn(page, request, rejected.person.username, rejected.person.password);
    await page.goto(`/applications/${rejected.applicationId}/view`);
    const decision = page.getByRole('region', { name: "Committee's decision" });
    await expect(decision).toContainText(rejectionReason);
    const score = decision.getByRole('table', { name: 'Score part by part' });
    await expect(score.getByRole('row', { name: /^Total/ })).toContainText('/ 100');
    await expectSoundScreen(page);
  });
});

test('an administrator withdraws a published place, with its reason, and passes free places on once asked', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  await page.goto(`/applications/${approved.applicationId}/view/score`);
  const decision = page.getByRole('region', { name: "Committee's decision" });
  await expect(decision.getByText('Awaiting answer', { exact: true })).toBeVisible();
  await decision.getByRole('button', { name: 'Withdraw the place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the place' });
  await expect(dialog).toContainText('The scholarship year ends');
  await expect(dialog).toContainText('offered to the next candidate on the reserve list');
  await dialog.getByRole('button', { name: 'Withdraw the place' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expectSoundScreen(page);
  await dialog.getByLabel('Reason for the withdrawal').fill('The applicant left the university in January.');
  await dialog.getByRole('button', { name: 'Withdraw the place' }).click();
  await expect(dialog).toBeHidden();
  await expect(decision.getByRole('alert', { name: 'Place withdrawn' })).toContainText(
    'The applicant left the university in January.',
  );
  await expect(decision.getByTestId('applicant-header').getByText('Place withdrawn', { exact: true })).toBeVisible();
  await expect(decision.getByRole('button', { name: 'Withdraw the place' })).toHaveCount(0);

  // The candidates list shows the withdrawal, its badges in agreement.
  await page.goto(`/sessions/${session.id}/candidates`);
  const row = page
    .getByRole('table', { name: 'Candidates' })
    .getByRole('row', { name: new RegExp(approved.person.lastName) });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Place withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByText('Reserve list', { exact: true })).toHaveCount(0);

  // Passing places on mails the next in line: it is asked first, and says so.
  await page.getByRole('button', { name: 'Pass on free places now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pass on the free places now?' });
  await expect(confirm).toContainText('offered to the best-ranked candidate still on the reserve list');
  await expectSoundScreen(page);
  await confirm.getByRole('button', { name: 'Pass on now' }).click();
  await expect(confirm).toBeHidden();
  // The toast that tells what was done stays below the header.
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toContainText('offered to the next in line');
  const headerBox = await page.locator('header').first().boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
});
