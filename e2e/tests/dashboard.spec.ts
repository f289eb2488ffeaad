import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedUser, newPerson, openSignedIn, signInThroughForm } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function studentApplies(page: Page, sessionId: number, sessionName: string) {
  // The dashboard: the profile is still empty, and nothing stops the student from applying.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const notice = page.getByTestId('profile-notice');
  await expect(notice.getByText('Your profile is incomplete')).toBeVisible();
  await expect(notice.getByText(/date of birth/)).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute(
    'href',
    '/account/settings/student',
  );
  const prompt = page.getByRole('region', { name: 'Apply to the current session' });
  await expect(prompt.getByText(sessionName)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link')).toHaveText([
    'Account settings',
    'My applications',
    'Current session',
  ]);
  await expect(page.getByRole('heading', { name: 'The programme in figures' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectSoundScreen(page);

  // The apply page: the guide, which the student may skip straight to the button.
  await prompt.getByRole('link', { name: 'Apply to the current session' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}/apply$`));
  await expect(page.getByRole('heading', { level: 1, name: sessionName })).toBeVisible();
  // The completion notice thanks a complete application: it is not shown before the student starts.
  await expect(page.getByText('Have your school reports at hand before you start.')).toHaveCount(0);
  await expect(page.getByText('Answer every step yourself, honestly.')).toBeVisible();
  await expectNoSideScroll(page);
  await expectSoundScreen(page);
  await page.getByRole('button', { name: 'Skip the guide' }).click();
  const apply = page.getByRole('button', { name: 'Apply to this session' });
  await expect(apply).toBeFocused();
  await apply.click();
  await expect(page).toHaveURL(/\/applications\/\d+\/edit/);
  return Number(/\/applications\/(\d+)\//.exec(page.url())![1]);
}

async function studentSeesApplication(page: Page, applicationId: number, sessionName: string) {
  await page.goto('/applications/my');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const card = page.getByRole('article', { name: sessionName });
  // A draft has no decision to wait for: it says so, and no "Pending" beside "Draft".
  await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText('Not submitted yet: the committee reads only submitted applications.')).toBeVisible();
  await expect(card.getByText('New application')).toBeVisible();
  await expect(card.getByText('0 of 10 steps done')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/applications/${applicationId}/view`);
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/applications/${applicationId}/edit`);
  await expectNoSideScroll(page);
  await expectSoundScreen(page);

  // Back on the dashboard, the application replaces the prompt to apply.
  await page.goto('/dashboard');
  const current = page.getByRole('region', { name: 'My application to the current session' });
  await expect(current.getByRole('article', { name: sessionName })).toBeVisible();
  await expect(current.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Apply to the current session' })).toHaveCount(0);

  // So does the current session's page.
  await page.goto('/sessions/current');
  await expect(page.getByRole('heading', { level: 1, name: 'Current session' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Apply to the current session' })).toHaveCount(0);
}

type Viewport = { width: number; height: number };

async function administratorSeesOneCandidate(
  browser: Browser,
  request: APIRequestContext,
  sessionId: number,
  viewport: Viewport,
) {
  const context = await browser.newContext({ locale: 'en-US', viewport });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(sent.url()));
  await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'Current session' });
  await expect(figures.getByTestId('figure-totalCandidates')).toHaveText(/^1\s*Candidates$/);
  expect(scripts.some((url) => url.includes('/admin-dashboard-'))).toBe(true);
  await expect(figures.getByTestId('figure-newCandidates')).toHaveText(/^1\s*New applications$/);
  await expect(page.getByRole('region', { name: 'Apply to the current session' })).toHaveCount(0);
  await expectNoSideScroll(page);
  await expectSoundScreen(page);

  await figures.getByRole('link', { name: 'Compare with the previous session' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}/statistics$`));
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('statistics-table').getByRole('row', { name: /^Candidates/ });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(page.getByTestId('statistics-chart')).toHaveAttribute('aria-hidden', 'true');
  await expectNoSideScroll(page);
  await expectSoundScreen(page);

  // The overview tab is the session's own address again.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}$`));
  await context.close();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ locale: 'en-US', viewport });

    test('a new student applies from the dashboard, then finds the application; the administrator counts it', async ({
      page,
      request,
      browser,
    }) => {
      const sessionName = `Call ${viewport.width} ${Date.now().toString(36)}`;
      const session = await openSession(request, {
        name: sessionName,
        completionNotice: { en: 'Have your school reports at hand before you start.', fr: '', it: '' },
        applicationGuidelines: { en: 'Answer every step yourself, honestly.', fr: '', it: '' },
      });
      try {
        const person = newPerson('dash');
        await createVerifiedUser(request, person);
        const scripts: string[] = [];
        page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(sent.url()));
        // What the content security policy refused on the page (the browser reports it even when the code caught it).
        await page.addInitScript(() => {
          const refused: string[] = [];
          Object.assign(window, { refusedByPolicy: refused });
          document.addEventListener('securitypolicyviolation', (event) =>
            refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
          );
        });
        const reads: string[] = [];
        page.on('request', (sent) => {
          const url = new URL(sent.url());
          if (sent.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
        });
        await signInThroughForm(page, person.username, person.password);
        await expect(page.getByRole('heading', { name: 'The programme in figures' })).toBeVisible();
        // The dashboard's reads are asked by its route (its loader) before the screen's code has arrived, and the
        // screen takes those answers instead of asking again: each read once.
        for (const path of ['/api/users/me', '/api/applications/user/my', '/api/applications/user/current'])
          expect(
            reads.filter((read) => read === path),
            path,
          ).toHaveLength(1);
        const applicationId = await studentApplies(page, session.id, sessionName);
        await studentSeesApplication(page, applicationId, sessionName);
        // The app works within the policy: nothing it does is refused (zod, for one, must not try `eval`).
        expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy)).toEqual(
          [],
        );
        // The administrators' part of the dashboard is its own chunk: a student never downloads it.
        expect(scripts.filter((url) => url.includes('/admin-'))).toEqual([]);
        await administratorSeesOneCandidate(browser, request, session.id, viewport);
      } finally {
        await session.close();
      }
    });
  });
}
