import { createVerifiedUser, newPerson, openSignedIn } from '../support/accounts.ts';
import { fillApplication } from '../support/applications.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { outboxMails } from '../support/outbox.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', viewport: { width: 360, height: 740 } });

test('a pupil with every step done submits on a phone, sees the confirmation, and the receipt arrives', async ({
  page,
  request,
}) => {
  const session = await openSession(request, { name: `Submitting ${Date.now().toString(36)}`, year: 2034 });
  try {
    const person = newPerson('submits');
    await createVerifiedUser(request, person);
    const auth = await openSignedIn(page, request, person.username, person.password);
    const headers = { authorization: `Bearer ${auth.token}` };
    const created = await request.post('/api/applications', { headers, data: { sessionId: session.id } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    await fillApplication(request, auth.token, id);

    await page.goto(`/applications/${id}/edit/submission`);
    await expect(page.getByRole('heading', { name: 'Every step is ready' })).toBeVisible();
    await expect(page.getByText('Nothing is missing: accept the statement below and submit.')).toBeVisible();
    await expectSoundScreen(page);

    // Without the statement the server refuses, and says so on the checkbox.
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await expect(page.getByText('You must accept this statement')).toBeVisible();

    await page.getByRole('checkbox', { name: /I declare that the information in this application is true/ }).check();
    await page.getByRole('button', { name: 'Submit my application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is submitted' })).toBeVisible();
    await expect(page.getByText(`A receipt listing what you sent is on its way to ${person.email}.`)).toBeVisible();
    await expectSoundScreen(page);

    const application = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as {
      data: { submitted: boolean; declaration: boolean };
    };
    expect(application.data).toMatchObject({ submitted: true, declaration: true });
    // The receipt leaves the outbox once the submission is committed: it lands shortly after the answer.
    await expect
      .poll(() =>
        outboxMails().find(
          (mail) => mail.toLowerCase().includes(`to: ${person.email.toLowerCase()}`) && mail.includes('is submitted'),
        ),
      )
      .toBeTruthy();

    // A submitted application waits for the committee: the editor says it can no longer change.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your application is submitted' })).toBeVisible();
  } finally {
    await session.close();
  }
});
