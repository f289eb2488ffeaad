import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, openSignedIn, privacyNoticeShown } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

const tag = Date.now().toString(36);
const listed = `Listed${tag}`;

/** Enough students for two pages of 25, a session and a quote, created through the API. */
async function seedLists(request: APIRequestContext) {
  const privacyNoticeVersion = await privacyNoticeShown(request);
  const signUps = Array.from({ length: 27 }, (_, index) =>
    request.post('/api/auth/sign-up', {
      data: {
        firstName: 'Student',
        lastName: `${listed}${String(index).padStart(2, '0')}`,
        username: `lst${tag}${index}`,
        email: `lst${tag}${index}@example.test`,
        password: 'Harbour-lights-2931',
        confirmPassword: 'Harbour-lights-2931',
        privacyNoticeVersion,
      },
    }),
  );
  for (const response of await Promise.all(signUps)) expect(response.ok(), await response.text()).toBe(true);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const session = await request.post('/api/sessions', {
    headers,
    data: {
      name: `Phone call ${tag}`,
      year: 2031,
      startDate: '2031-01-10T08:00:00.000Z',
      endDate: '2031-03-10T17:00:00.000Z',
      passScore: 60,
      candidatesToSelect: 10,
      completionNotice: { en: '', fr: '', it: '' },
      applicationGuidelines: { en: '', fr: '', it: '' },
    },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const quote = await request.post('/api/quotes', {
    headers,
    multipart: {
      fullName: `Quoted ${tag}`,
      position: 'Former scholar',
      company: 'Dschang district hospital',
      content: 'The scholarship paid my studies.',
    },
  });
  expect(quote.ok(), await quote.text()).toBe(true);
}

let seeded: Promise<void> | undefined;
test.beforeEach(async ({ request }) => {
  seeded ??= seedLists(request);
  await seeded;
});

/** Visible and whole across the 360 px width (scrolling down is fine; a cut or a sideways scroll is not). */
async function expectAcrossScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
}

/** Nothing sticks out of a 360 px screen, and every action of the first row is on it, whole. */
async function expectReadableOnPhone(page: Page, firstRow: Locator) {
  await expect(firstRow.getByRole('button').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const buttons = firstRow.getByRole('button');
  for (const button of await buttons.all()) await expectAcrossScreen(button);
}

test.describe('on a 360 px phone', () => {
  test.use({ locale: 'en-US', timezoneId: 'Africa/Douala', viewport: { width: 360, height: 740 } });

  test('the sessions list shows each session’s dates, whole status and actions', async ({ page, request }) => {
    await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
    await page.goto('/sessions');
    const card = page.getByRole('listitem').filter({ hasText: `Phone call ${tag}` });
    await expectAcrossScreen(card.getByText(/Jan 10, 2031/));
    await expectAcrossScreen(card.getByText(/Mar 10, 2031/));
    const badge = card.getByText('New', { exact: true });
    await expectAcrossScreen(badge);
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectReadableOnPhone(page, card);
    await expect(card.getByRole('button', { name: `Delete Phone call ${tag}` })).toBeVisible();
    await expectSoundScreen(page);
  });

  test('users, quotes and the four reference lists read as cards with their actions at hand', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
    await page.goto('/users');
    const user = page.getByRole('listitem').filter({ hasText: `${listed}00` });
    await page.getByRole('searchbox', { name: /Search/ }).fill(`${listed}00`);
    await expectAcrossScreen(user.getByText(`lst${tag}0@example.test`));
    await expectReadableOnPhone(page, user);
    await expectSoundScreen(page);

    await page.goto('/quotes');
    const quote = page.getByRole('listitem').filter({ hasText: `Quoted ${tag}` });
    await expectReadableOnPhone(page, quote);

    for (const path of ['school-levels', 'document-types', 'handicaps', 'bac-types']) {
      await page.goto(`/configurations/${path}`);
      const first = page.getByRole('listitem').first();
      await expectReadableOnPhone(page, first);
    }
  });
});

test.describe('a list keeps its place', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('page, filter, search and size live in the address; Back and the Back button return to them', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Users' });
    // 25 rows a page, the product's default.
    await expect(table.getByRole('row')).toHaveCount(26);

    await page.getByRole('combobox', { name: 'Role' }).selectOption('STUDENT');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('lastName');
    await page.getByRole('searchbox', { name: /Search/ }).fill(listed);
    await expect(page).toHaveURL(new RegExp(`/users\\?sort=lastName&q=${listed}&role=STUDENT$`));
    await expect(page.getByText('27 users')).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/users\\?page=2&sort=lastName&q=${listed}&role=STUDENT$`));
    const listAddress = page.url();
    await expect(table.getByRole('row')).toHaveCount(3);

    // The app's Back button.
    await table.getByRole('link', { name: `Student ${listed}25` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Student ${listed}25` })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(listAddress);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
    await expect(page.getByRole('searchbox', { name: /Search/ })).toHaveValue(listed);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('STUDENT');
    await expect(table.getByRole('link', { name: `Student ${listed}26` })).toBeVisible();

    // The browser's Back.
    await table.getByRole('link', { name: `Student ${listed}26` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Student ${listed}26` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(listAddress);
    await expect(table.getByRole('link', { name: `Student ${listed}26` })).toBeVisible();

    // Fewer rows a page: back to the first page.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(page).toHaveURL(new RegExp(`/users\\?size=10&sort=lastName&q=${listed}&role=STUDENT$`));
    await expect(table.getByRole('row')).toHaveCount(11);
    await expectSoundScreen(page);
  });

  test('a session opened from a filtered list goes back to that list', async ({ page, request }) => {
    await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
    await page.goto('/sessions');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('NEW');
    await expect(page).toHaveURL(/\/sessions\?status=NEW$/);
    // The row's link names the filtered list as the way back once the filtered page is on screen.
    await expect(page.getByRole('link', { name: `Phone call ${tag}` })).toHaveAttribute(
      'href',
      /backTo=%2Fsessions%3Fstatus%3DNEW/,
    );
    await page.getByRole('link', { name: `Phone call ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Phone call ${tag}` })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/sessions\?status=NEW$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('NEW');
  });
});
