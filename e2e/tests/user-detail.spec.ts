import { apiSignIn, createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';

// A 1×1 PNG: enough for the server to check, resize and store.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ locale: 'en-US' });

test('an administrator reads a student’s avatar and profile, dates in the reader’s format', async ({
  page,
  request,
  browser,
}) => {
  const person = newPerson('detail', 'Esther', 'Ngono');
  await createVerifiedUser(request, person);
  const { token } = await apiSignIn(request, person.username, person.password);
  const headers = { authorization: `Bearer ${token}` };
  const handicaps = (await (await request.get('/api/handicaps', { headers })).json()) as {
    data: { id: number; name: { en: string } }[];
  };
  const handicap = handicaps.data[0]!;
  const profile = await request.put('/api/users/student', {
    headers,
    data: {
      hasDisability: true,
      handicapId: handicap.id,
      sex: 'F',
      birthDate: '2004-06-15',
      town: 'Dschang',
      mobileNumber: '+237 699 12 34 56',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const avatar = await request.patch('/api/users/avatar', {
    headers,
    multipart: { avatar: { name: 'esther.png', mimeType: 'image/png', buffer: png } },
  });
  expect(avatar.ok(), await avatar.text()).toBe(true);

  await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
  await page.goto(`/users?q=${person.username}`);
  await page.getByRole('link', { name: 'Esther Ngono' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esther Ngono' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Profile photo of Esther Ngono' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const student = page.getByRole('region', { name: 'Student information' });
  await expect(student.getByText('Jun 15, 2004')).toBeVisible();
  await expect(student.getByText('2004-06-15')).toHaveCount(0);
  await expect(student.getByText('+237 699 12 34 56')).toBeVisible();
  await expect(student.getByText('Female')).toBeVisible();
  await expect(student.getByText(handicap.name.en)).toBeVisible();
  await expectSoundScreen(page);

  // The student reads their own birth date the same way, here in French.
  const french = await browser.newContext({ locale: 'fr-FR' });
  const own = await french.newPage();
  await openSignedIn(own, request, person.username, person.password);
  await own.goto('/account/profile');
  await expect(own.getByText('15 juin 2004')).toBeVisible();
  await expect(own.getByText('2004-06-15')).toHaveCount(0);
  await french.close();
});
