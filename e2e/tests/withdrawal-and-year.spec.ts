import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, newPerson, type Person, signInAsAdmin } from '../support/accounts.ts';
import { submittedApplicant } from '../support/applications.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

type Line = { kind: string; dueDate: string; amount: number | null };

async function call(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'patch',
  url: string,
  data?: object,
) {
  const answer = await request[method](`/api${url}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: unknown }).data;
}

async function signInOnPhone(page: Page, person: Person) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('after publication a place is withdrawn, the next in line accepts it, and the year is paid in full by mobile money', async ({
  page,
  request,
  browser,
}) => {
  const session = await openSession(request, { name: `Call ${Date.now().toString(36)}` });
  const first = await submittedApplicant(request, session.id, newPerson('retrait', 'Estelle'));
  const second = await submittedApplicant(request, session.id, newPerson('suivante', 'Grâce'));
  const admin = await adminToken(request);
  for (const run of ['eligibility-check', 'save-total-scores'])
    await call(request, admin, 'post', `/applications/${run}/${session.id}`);
  await call(request, admin, 'patch', `/applications/${first.id}/approbation`, { status: 'APPROVED' });
  // Publication; the holder accepts her place and her year starts.
  expect((await session.close()).ok()).toBe(true);
  await call(request, first.token, 'post', `/applications/${first.id}/acceptance`, { accept: true, commitment: true });

  // Once published, a decision no longer changes by a click: the committee withdraws the place, with its reason.
  const refused = await request.patch(`/api/applications/${first.id}/approbation`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'REJECTED', reason: 'Left the university' },
  });
  expect(refused.status()).toBe(409);
  await signInAsAdmin(page, request);
  await page.goto(`/applications/${first.id}/view/score`);
  const decision = page.getByRole('region', { name: "Committee's decision" });
  await expect(decision.getByText('Place accepted', { exact: true })).toBeVisible();
  await decision.getByRole('button', { name: 'Withdraw the place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the place' });
  await dialog.getByLabel('Reason for the withdrawal').fill('She left the university in January.');
  await dialog.getByRole('button', { name: 'Withdraw the place' }).click();
  await expect(dialog).toBeHidden();
  await expect(decision.getByTestId('applicant-header').getByText('Place withdrawn', { exact: true })).toBeVisible();

  // Her year is over: nothing more is recorded for it.
  await page.goto(`/scholarship/${first.id}`);
  await expect(page.getByText(/The committee withdrew this place/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Record the payment/ })).toHaveCount(0);

  // The place went to the next in line at once: she accepts it on her phone, in French.
  const phone = await browser.newContext({ locale: 'fr-CM', viewport: { width: 360, height: 740 } });
  const applicant = await phone.newPage();
  await signInOnPhone(applicant, second.person);
  const place = applicant.getByRole('region', { name: 'Votre place dans le programme de bourses' });
  await expect(place.getByText('En attente de votre réponse')).toBeVisible();
  await place.getByRole('checkbox', { name: 'J’ai lu ces obligations et je m’engage à les respecter' }).check();
  await place.getByRole('button', { name: 'Accepter la bourse' }).click();
  await expect(place.getByText('Acceptée', { exact: true })).toBeVisible();
  await expectSoundScreen(applicant);

  // The committee sets the tuition fee, then pays every line of the schedule by mobile money, picked with the mouse.
  await page.goto(`/scholarship/${second.id}`);
  const schedule = page.getByRole('region', { name: 'Payment schedule' });
  await schedule.getByRole('button', { name: 'Set the amount' }).click();
  const tuition = page.getByRole('dialog', { name: 'Tuition fees of the year' });
  await tuition.getByRole('textbox', { name: 'Tuition fees' }).fill('50000');
  await tuition.getByRole('button', { name: 'Save' }).click();
  await expect(tuition).toBeHidden();
  const year = (await call(request, admin, 'get', `/beneficiaries/${second.id}`)) as { schedule: Line[] };
  expect(year.schedule.length).toBeGreaterThan(1);
  for (const [index, line] of year.schedule.entries()) {
    await schedule
      .getByRole('button', { name: /Record the payment \(/ })
      .first()
      .click();
    const payment = page.getByRole('dialog', { name: 'Record the payment' });
    const operator = index % 2 === 0 ? 'MTN Mobile Money' : 'Orange Money';
    await payment.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: operator }).click();
    await expect(payment.getByRole('combobox', { name: 'Operator' })).toHaveValue(operator);
    await payment.getByRole('textbox', { name: 'Transaction reference' }).fill(`MP${second.id}${line.dueDate}${index}`);
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await expect(payment).toBeHidden();
  }
  await expect(schedule.getByRole('button', { name: /Record the payment/ })).toHaveCount(0);
  await expect(schedule.getByText('Paid in full').filter({ visible: true })).toHaveCount(year.schedule.length);
  await expectSoundScreen(page);

  // A reference used twice by one operator is refused on its field.
  const again = await request.post(`/api/beneficiaries/${second.id}/payments`, {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      dueDate: year.schedule[0]!.dueDate,
      amount: 1,
      paidDate: new Date().toISOString().slice(0, 10),
      operator: 'MTN_MOMO',
      reference: `MP${second.id}${year.schedule[0]!.dueDate}0`,
    },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect(again.status()).toBeLessThan(500);

  // The public results list the place once, as the next in line's, and no longer the withdrawn one.
  const visitor = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const results = await visitor.newPage();
  await results.goto('/results');
  await expect(results.getByText(`Application no. ${second.id}`, { exact: true })).toBeVisible();
  await expect(results.getByText(`Application no. ${first.id}`, { exact: true })).toHaveCount(0);
  await visitor.close();
  await phone.close();
});
