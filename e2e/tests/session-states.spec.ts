import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

const name = `Upcoming call ${Date.now().toString(36)}`;

/** An open session whose period starts in two days, written in French and Italian only. */
const openUpcomingSession = (request: APIRequestContext) =>
  openSession(request, {
    name,
    year: 2032,
    startsInHours: 48,
    endsInHours: 240,
    completionNotice: { en: '', fr: 'Merci pour votre candidature.', it: '' },
    applicationGuidelines: { en: '', fr: '', it: 'Leggete bene le regole.' },
  });

/** Every visible heading of the page, by its text; a title said twice shows up as a repeated entry. */
async function headingTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('heading')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
}

test('an upcoming session is shown as upcoming, its notices in a language that has them, each title once', async ({
  page,
  request,
  browser,
}) => {
  const session = await openUpcomingSession(request);
  try {
    const person = newPerson('states');
    await createVerifiedUser(request, person);
    await openSignedIn(page, request, person.username, person.password);
    await page.goto('/sessions/current');
    await expect(page.getByRole('heading', { level: 1, name: 'Current session' })).toBeVisible();
    const block = page.getByRole('region', { name: 'Current session' });
    await expect(block.getByText(name)).toBeVisible();
    await expect(block.getByText('Applications have not started yet. They open in:')).toBeVisible();
    await expect(block.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(block.getByText('Open', { exact: true })).toHaveCount(0);
    expect(await headingTexts(page)).toEqual(['Current session', 'Application guidelines']);

    // Written in Italian only: an English reader gets the Italian text, told so, rather than "nothing written". The
    // completion notice thanks a complete application: nobody reads it before applying.
    await expect(page.getByText('Merci pour votre candidature.')).toHaveCount(0);
    await expect(page.getByText('Not written in your language yet. The text below is in Italian.')).toBeVisible();
    await expect(page.locator('[lang="it"]').getByText('Leggete bene le regole.')).toBeVisible();
    await expect(page.getByText(/Nothing written in this language/)).toHaveCount(0);
    await expectSoundScreen(page);

    const visitor = await browser.newContext({ locale: 'en-US' });
    const home = await visitor.newPage();
    await home.goto('/home');
    const landingBlock = home.getByRole('region', { name: 'Current session' });
    await expect(landingBlock.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(landingBlock.getByText('Open', { exact: true })).toHaveCount(0);
    await visitor.close();

    const admin = await browser.newContext({ locale: 'en-US' });
    const list = await admin.newPage();
    await openSignedIn(list, request, e2eAdmin.email, e2eAdmin.password);
    await list.goto('/sessions');
    await expect(
      list.getByRole('row', { name: new RegExp(name) }).getByText('Upcoming', { exact: true }),
    ).toBeVisible();
    await admin.close();
  } finally {
    await session.remove();
  }
});

test('no screen of the administration says its title twice', async ({ page, request }) => {
  await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
  const users = (await (
    await request.get('/api/users?size=1', { headers: { authorization: `Bearer ${await adminToken(request)}` } })
  ).json()) as { data: { content: { id: number }[] } };
  const screens = [
    '/sessions',
    '/users',
    `/users/${users.data.content[0]!.id}`,
    '/quotes',
    '/configurations/school-levels',
    '/configurations/document-types',
    '/configurations/handicaps',
    '/configurations/bac-types',
    '/configurations/programme',
    '/sessions/current',
  ];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const headings = await headingTexts(page);
    expect(headings.length, screen).toBeGreaterThan(0);
    expect(new Set(headings).size, `${screen}: ${headings.join(' | ')}`).toBe(headings.length);
  }
});
