import { signInAsAdmin } from '../support/accounts.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

/** A `datetime-local` value in the browser's zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The countdown as it reads in English, e.g. "2 d 23 h 59 min 58 s". */
const countdownPattern = /^(\d+) d (\d+) h (\d+) min (\d+) s$/;

function secondsLeft(countdown: string): number {
  const match = countdown.match(countdownPattern);
  if (!match) throw new Error(`not a countdown: ${countdown}`);
  const [days, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

test.use({ locale: 'en-US', timezoneId: 'Europe/Zurich' });

test('an administrator creates and opens a session; a visitor sees it counting down', async ({
  page,
  request,
  browser,
}) => {
  await signInAsAdmin(page, request);
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();

  await page.getByRole('button', { name: 'New session' }).click();
  const form = page.getByRole('dialog', { name: 'New session' });
  // The latest year: the list, latest year first, shows it on its first page whatever the other journeys made.
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E call 2026');
  await form.getByRole('textbox', { name: 'Year' }).fill('2040');
  await form.getByRole('textbox', { name: 'Pass score (0–100)' }).fill('60');
  await form.getByRole('textbox', { name: 'Candidates to select' }).fill('12');
  const start = new Date(Date.now() - 3600_000);
  const end = new Date(Date.now() + 3 * 24 * 3600_000);
  // End before start first: the shared rule puts a message on both dates.
  await form.getByLabel(/^Start/).fill(localInput(end));
  await form.getByLabel(/^End/).fill(localInput(start));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Start date must be before end date')).toBeVisible();
  await expect(form.getByText('End date must be after start date')).toBeVisible();
  await form.getByLabel(/^Start/).fill(localInput(start));
  await form.getByLabel(/^End/).fill(localInput(end));
  // The announced publication date: not before the end (the shared rule says so on the field), then a week after.
  const publication = form.getByLabel('Announced publication date');
  await publication.fill(localInput(start).slice(0, 10));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The publication date cannot be before the end of the session')).toBeVisible();
  const announced = new Date(end.getTime() + 7 * 24 * 3600_000);
  await publication.fill(localInput(announced).slice(0, 10));
  await form
    .getByRole('group', { name: 'Completion notice' })
    .getByRole('textbox', { name: 'English' })
    .fill('Thank you.\n\nWe will write to you.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: /E2E call 2026/ });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  // Dates are shown in the viewer's zone, with the zone named.
  await expect(row.getByText(/GMT\+1|CET/).first()).toBeVisible();
  await expectSoundScreen(page);

  await row.getByRole('button', { name: 'Change the status of E2E call 2026' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Change the status of E2E call 2026' });
  // Only the allowed next status is offered.
  await expect(statusDialog.getByRole('radio')).toHaveCount(1);
  await expect(statusDialog.getByRole('radio', { name: /Open/ })).toBeChecked();
  await statusDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(statusDialog).toBeHidden();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // Details: the overview shows the notice; editing renames the session (its status stays).
  await row.getByRole('link', { name: 'E2E call 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E call 2026' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(page.getByText('We will write to you.')).toBeVisible();
  await expect(page.getByText('Announced publication date')).toBeVisible();
  await expect(
    page.getByText(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${localInput(announced).slice(0, 10)}T00:00:00Z`),
      ),
      { exact: true },
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit E2E call 2026' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit session' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('E2E call 2026/27');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E call 2026/27' })).toBeVisible();

  // A visitor, signed out, on a small phone, in another time zone than the server's.
  const visitor = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 360, height: 740 },
  });
  const home = await visitor.newPage();
  await home.goto('/home');
  // The page the server rendered, kept alive by its small script.
  await expect(home.locator('html')).toHaveAttribute('data-rendered-lang', 'en');
  const block = home.getByRole('region', { name: 'Current session' });
  await expect(block.getByText('E2E call 2026/27')).toBeVisible();
  await expect(block.getByText('Applications are open. Time left:')).toBeVisible();
  // The session window is shown in the reader's zone (Tokyo is GMT+9 all year).
  await expect(block.getByText(/^From .+GMT\+9 to .+GMT\+9$/)).toBeVisible();
  const timer = block.getByRole('timer', { name: 'Time left to apply' });
  const first = (await timer.textContent()) ?? '';
  expect(first).toMatch(countdownPattern);
  await expect(timer).not.toHaveText(first, { timeout: 3000 });
  // It keeps counting: a little over two seconds later, about two seconds are gone.
  const before = secondsLeft((await timer.textContent()) ?? '');
  await home.waitForTimeout(2100);
  const after = secondsLeft((await timer.textContent()) ?? '');
  expect(before - after).toBeGreaterThanOrEqual(1);
  expect(before - after).toBeLessThanOrEqual(3);
  // About three days left, as the session was saved (its dates were typed to the minute, in another zone).
  expect(after).toBeGreaterThan(2 * 24 * 3600);
  expect(after).toBeLessThan(4 * 24 * 3600);
  expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await visitor.close();
});
