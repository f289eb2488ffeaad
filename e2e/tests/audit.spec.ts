import { adminToken, createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', timezoneId: 'Africa/Douala', viewport: { width: 360, height: 740 } });

test('an administrator reads on a phone that someone’s data was exported, and by whom', async ({ page, request }) => {
  const person = newPerson('audited', 'Awa');
  const id = await createVerifiedUser(request, person);
  // An administrator makes the archive of a person who asked by letter: the portal's audit records it.
  const exported = await request.get(`/api/users/${id}/export`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(exported.ok(), await exported.text()).toBe(true);

  await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/audit?action=DATA_EXPORT');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  const line = page
    .getByRole('listitem')
    .filter({ hasText: `Data of ${person.firstName} ${person.lastName} exported.` });
  await expect(line).toBeVisible();
  await expect(line.getByText('Data exported')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectSoundScreen(page);
});
