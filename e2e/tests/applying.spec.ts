import type { Page } from '@playwright/test';
import { cachedSignIn, createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

const words = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `word${from + index}`).join(' ');

async function openStep(page: Page, section: string) {
  await page.getByLabel('Step', { exact: true }).selectOption(section);
  await expect(page).toHaveURL(new RegExp(`/edit/${section}$`));
}

/** Saves, marks the step completed and moves on: the next step opens with its heading focused. */
async function saveAndComplete(page: Page, section: string, next: { section: string; heading: string }) {
  await page.getByRole('button', { name: 'Save and mark completed' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${next.section}$`));
  await expect(page.locator(`option[value="${section}"]`)).toHaveText(/\(Completed\)$/);
  await expect(page.getByRole('heading', { level: 2, name: next.heading })).toBeFocused();
}

test('a student fills the steps on a phone, loses the connection without losing a word, and sees what is missing', async ({
  page,
  context,
  request,
}) => {
  const session = await openSession(request, { name: `Applying ${Date.now().toString(36)}`, year: 2033 });
  try {
    const person = newPerson('applying');
    await createVerifiedUser(request, person);
    const auth = await openSignedIn(page, request, person.username, person.password);
    const headers = { authorization: `Bearer ${auth.token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const motivationOnServer = async () =>
      ((await (await request.get(`/api/applications/${id}`, { headers })).json()) as { data: { motivation: string } })
        .data.motivation;

    // The editor opens on the guide, with the session's texts and the step list as a select on a phone.
    // What the phone downloads (compressed bodies and headers) from opening the editor to the list of what is
    // missing, reload and offline retries included: reported with the test's results, not asserted.
    const transfers: Promise<number>[] = [];
    page.on('requestfinished', (finished) =>
      transfers.push(finished.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)),
    );
    await page.goto(`/applications/${id}/edit`);
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit/how-to-fill$`));
    await expect(page.getByRole('heading', { level: 2, name: 'How to fill in' })).toBeVisible();
    await expect(page.getByText('Fill in every step honestly.')).toBeVisible();
    await expect(page.locator('option[value="details"]')).toHaveText('1. Details and next-year plan (To do)');
    await expectSoundScreen(page);

    await page.getByRole('link', { name: 'Start with your details' }).click();
    await expect(page).toHaveURL(/\/edit\/details$/);
    // About the applicant: what the eligibility check reads, kept in the student profile.
    await page.getByLabel('Date of birth').fill('2007-02-11');
    await page.getByLabel('Town where you live', { exact: true }).fill('Buea');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('University you want to attend next year').fill('University of Buea');
    await page.getByLabel('Faculty you want to attend next year').fill('Faculty of Health Sciences');
    await page.getByLabel('Your level next year').selectOption({ label: 'Bachelor year 1' });
    await page.getByLabel('Town where you will live next year').fill('Buea');
    await saveAndComplete(page, 'details', { section: 'school-result', heading: 'University results' });
    await expect(page.getByText('this step is not needed for your application')).toBeVisible();
    await page.getByRole('link', { name: 'Next: High-school resume' }).click();
    await page.getByRole('radio', { name: 'Francophone (baccalaureate)' }).check();
    await page.getByLabel('Type of baccalaureate or GCE').selectOption({ label: 'Bac C' });
    await page.getByLabel('Date of the diploma').fill('2025-07-10');
    await page.getByLabel('Final grade (over 20)').fill('14.5');
    await page.getByLabel('Name of your school').fill('Lycée bilingue de Buea');
    await saveAndComplete(page, 'high-school-resume', { section: 'family', heading: 'Family' });

    for (const section of ['financing', 'extra-activities']) {
      await openStep(page, section);
      await page.getByRole('button', { name: 'I have none: skip this step' }).click();
      await expect(page.getByText(/^Done: you declared that you have no/)).toBeVisible();
      await expect(page.locator(`option[value="${section}"]`)).toHaveText(/\(Nothing to declare\)$/);
    }

    // The motivation: a reload in the middle of typing brings the text back from the device.
    await openStep(page, 'motivation');
    const letter = page.getByRole('textbox', { name: 'Motivation letter' });
    const firstHalf = words(1, 60);
    await letter.fill(firstHalf);
    await expect(page.getByText('60 words (100–500) · 40 more words needed')).toBeVisible();
    await page.reload();
    await expect(letter).toHaveValue(firstHalf);
    await expect(page.getByText('Kept on this device only: not sent yet.', { exact: false })).toBeVisible();

    // The connection drops: the save stays on the device, says so, and goes by itself when the line is back.
    await context.setOffline(true);
    const whole = `${firstHalf} ${words(61, 60)}`;
    await letter.fill(whole);
    await letter.pressSequentially(' and more');
    await expect(page.getByText('122 words (100–500) · length accepted')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Saved on this device only; it will be sent when the connection returns.' }),
    ).toBeVisible();
    expect(await motivationOnServer()).toBeNull();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Saved on the server (' })).toBeVisible();
    expect(await motivationOnServer()).toBe(`${whole} and more`);
    await saveAndComplete(page, 'motivation', { section: 'rating', heading: 'Rating of the portal' });

    // The submission sums up the application before it is sent.
    await openStep(page, 'submission');
    const bytes = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({ type: 'bytes, editor to submission', description: String(bytes) });
    console.log(`Downloaded from opening the editor to the submission step: ${(bytes / 1024).toFixed(1)} KiB`);
    // Every step by its name with one state in words and a link to it; what is wrong in a step is listed under it.
    const summary = page.getByRole('region', { name: 'Still to do before submitting' });
    const step = (name: string) =>
      summary.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(step('Motivation letter')).toContainText('Completed');
    for (const name of ['Family', 'Documents', 'Rating of the portal']) await expect(step(name)).toContainText('To do');
    await expect(step('Financing')).toContainText('Nothing to declare');
    await expect(summary.getByText('Fill in the information about your family')).toBeVisible();
    await expect(summary.getByText('Send the document “Identity photo”')).toBeVisible();
    await expect(summary.getByText('Rate the portal with one to five stars')).toBeVisible();
    // The session's completion notice waits for a complete application.
    await expect(page.getByRole('region', { name: 'Your application is complete' })).toHaveCount(0);
    await expectSoundScreen(page);
    // Submitting anyway: the server's list replaces it, and the unaccepted statement is said on its checkbox.
    await page.getByRole('button', { name: 'Submit my application' }).click();
    const refused = page.getByRole('region', { name: 'The application was not submitted: fix these first' });
    await expect(refused.getByRole('link', { name: 'Family', exact: true })).toBeVisible();
    await expect(page.getByText('You must accept this statement')).toBeVisible();
    await refused.getByRole('link', { name: 'Documents', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit/documents$`));
    await expect(page.getByRole('region', { name: 'Identity photo' }).getByText('Required')).toBeVisible();
    await page.goBack();
    await summary.getByRole('link', { name: 'Family', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit/family$`));
  } finally {
    await session.close();
  }
});

test('two phones editing one step: the second save is refused, the latest version shown and the typed text kept', async ({
  browser,
  request,
}) => {
  const session = await openSession(request, { name: `Applying ${Date.now().toString(36)}`, year: 2033 });
  try {
    const person = newPerson('twophones');
    await createVerifiedUser(request, person);
    const auth = await cachedSignIn(request, person.username, person.password);
    const created = await request.post('/api/applications', {
      headers: { authorization: `Bearer ${auth.token}` },
      data: { sessionId: session.id },
    });
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    // Two devices: each has its own storage, both signed in as the same student.
    const phones: Page[] = [];
    for (let index = 0; index < 2; index += 1) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
      const phone = await context.newPage();
      await openSignedIn(phone, request, person.username, person.password);
      await phone.goto(`/applications/${id}/edit/details`);
      await expect(phone.getByLabel('Town where you will live next year')).toBeVisible();
      phones.push(phone);
    }
    const [first, second] = phones as [Page, Page];

    await first.getByLabel('Town where you will live next year').fill('Dschang');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByRole('status').filter({ hasText: 'Saved on the server (' })).toBeVisible();

    await second.getByLabel('Town where you will live next year').fill('Bafoussam');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByText('changed elsewhere', { exact: false }).first()).toBeVisible();
    await second.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(second.getByLabel('Town where you will live next year')).toHaveValue('Dschang');
    await expect(second.getByText('What you typed (not saved)')).toBeVisible();
    await expect(second.getByText('Bafoussam')).toBeVisible();

    const saved = await request.get(`/api/applications/${id}`, { headers: { authorization: `Bearer ${auth.token}` } });
    expect(((await saved.json()) as { data: { nextYearTown: string } }).data.nextYearTown).toBe('Dschang');
  } finally {
    await session.close();
  }
});
