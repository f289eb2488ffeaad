import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminToken,
  cachedSignIn,
  createVerifiedUser,
  newPerson,
  openSignedIn,
  type Person,
} from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 360, height: 740 } });

type Holder = { person: Person; token: string; applicationId: number };

/** A student applies to the session open now, with last year's results if given, and the committee approves it. */
async function approvedHolder(
  request: APIRequestContext,
  sessionId: number,
  label: string,
  results?: { achievedCredit: number; annualAverage: number },
): Promise<Holder> {
  const person = newPerson(label);
  await createVerifiedUser(request, person);
  const { token } = await cachedSignIn(request, person.username, person.password);
  const headers = { authorization: `Bearer ${token}` };
  const applied = await request.post('/api/applications', { headers, data: { sessionId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { id: number } }).data.id;
  if (results) {
    const saved = await request.post('/api/school-results', {
      headers,
      data: { applicationId, totalCredit: 60, ...results },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  const approved = await request.patch(`/api/applications/${applicationId}/approbation`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { person, token, applicationId };
}

async function currentApplication(request: APIRequestContext, holder: Holder) {
  const answer = await request.get('/api/applications/user/current', {
    headers: { authorization: `Bearer ${holder.token}` },
  });
  return ((await answer.json()) as { data: { id: number; type: string; renewedFromId: number | null } | null }).data;
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

let lastYear: { name: string };
let thisYear: Awaited<ReturnType<typeof openSession>>;
let renewing: Holder;
let applyingAnew: Holder;

let api: APIRequestContext;

// One context of its own for the setup, kept until the end: the sessions it opened are closed with it.
test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const request = api;
  // Last year's call started a moment before this year's, and after any call made before (a setup run again after
  // a failure included), so it is the session before the current one.
  const second = 1 / 3600;
  const name = `Renewal last year ${Date.now().toString(36)}`;
  const previous = await openSession(request, { name, startsInHours: -2 * second });
  lastYear = { name };
  renewing = await approvedHolder(request, previous.id, 'renewer');
  applyingAnew = await approvedHolder(request, previous.id, 'anew', { achievedCredit: 58, annualAverage: 14 });
  // Opening this year's call closes last year's.
  thisYear = await openSession(request, {
    name: `Renewal this year ${Date.now().toString(36)}`,
    startsInHours: -second,
  });
  // Closing it published the list: each holder accepts the place, which a renewal needs.
  for (const holder of [renewing, applyingAnew]) {
    const accepted = await request.post(`/api/applications/${holder.applicationId}/acceptance`, {
      headers: { authorization: `Bearer ${holder.token}` },
      data: { accept: true, commitment: true },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
});
test.afterAll(async () => {
  await thisYear?.close();
  await api?.dispose();
});

test('a past holder is asked to renew, renews, and lands in the editor of the renewal', async ({ page, request }) => {
  await openSignedIn(page, request, renewing.person.username, renewing.person.password);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Renew your scholarship?' });
  await expect(dialog.getByText(`The committee approved your application to ${lastYear.name}.`)).toBeVisible();
  // No results were entered last year: renewing is still possible, at the committee's discretion, said in words.
  await expect(dialog.getByText('Your results are below the renewal conditions')).toBeVisible();
  await expect(dialog.getByText(/the committee will decide at its discretion/)).toBeVisible();
  await noSideScroll(page);
  await expectSoundScreen(page);

  await dialog.getByRole('button', { name: 'Yes, renew my scholarship' }).click();
  await expect(page).toHaveURL(/\/applications\/\d+\/edit/);
  await expect(page.getByText('Renewal of your scholarship', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your answers of last year are copied here/)).toBeVisible();
  await noSideScroll(page);
  await expectSoundScreen(page);
  const renewal = await currentApplication(request, renewing);
  expect(renewal).toMatchObject({ type: 'OLD', renewedFromId: renewing.applicationId });
  expect(page.url()).toContain(`/applications/${renewal!.id}/edit`);

  // Back on the dashboard the renewal is the current application; nothing asks to renew again.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My application to the current session' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a past holder who closes the question keeps the choice on the dashboard, and applies as new', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, applyingAnew.person.username, applyingAnew.person.password);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Renew your scholarship?' });
  await expect(dialog.getByRole('button', { name: 'Yes, renew my scholarship' })).toBeVisible();
  // Last year's results meet the conditions: no word of discretion.
  await expect(dialog.getByText('Your results are below the renewal conditions')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Decide later' }).click();
  await expect(dialog).toBeHidden();

  const offer = page.getByRole('region', { name: 'Renew your scholarship' });
  await expect(offer.getByRole('button', { name: 'Yes, renew my scholarship' })).toBeVisible();
  await noSideScroll(page);
  await expectSoundScreen(page);
  // The question is not asked again during this visit; the choice stays.
  await page.reload();
  await expect(offer.getByRole('link', { name: 'No, apply as a new candidate' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await offer.getByRole('link', { name: 'No, apply as a new candidate' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${thisYear.id}/apply$`));
  await page.getByRole('button', { name: 'Skip the guide' }).click();
  await page.getByRole('button', { name: 'Apply to this session' }).click();
  await expect(page).toHaveURL(/\/applications\/\d+\/edit/);
  expect(await currentApplication(request, applyingAnew)).toMatchObject({ type: 'NEW', renewedFromId: null });
  await expect(page.getByText('Renewal of your scholarship', { exact: true })).toHaveCount(0);
});
