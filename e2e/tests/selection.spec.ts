import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  adminSignIn,
  adminToken,
  cachedSignIn,
  createVerifiedUser,
  newPerson,
  openSignedIn,
  type Person,
  signInAsAdmin,
} from '../support/accounts.ts';
import { submittedApplicant } from '../support/applications.ts';
import { e2eAdmin } from '../support/env.ts';
import { expectSoundScreen } from '../support/helpers.ts';
import { calendarEvents, newestMailTo } from '../support/mail-reader.ts';
import { throttleLikeAPhone } from '../support/phone.ts';
import { openSession } from '../support/sessions.ts';
import { expect, test } from '../support/test.ts';

/**
 * The whole selection, as the people who make it live it: the committee preselects by total score, a preselected
 * pupil books her interview on a slow phone in French, two evaluators and the administrator sit on the panels (one
 * evaluator declares a conflict of interest and is replaced), the final score combines the total and the panel's,
 * the committee approves by the final ranking and publishes, the first approved declines, and the place goes to the
 * next by the final ranking, who is not the next by total score.
 *
 * Four pupils compete, their total scores apart by the committee's bonus (Aminatou > Brice > Clarisse > Daniel).
 * Three are preselected. The interview carries 40% of the final score, and the panels' marks turn Brice and Clarisse
 * round: Aminatou's panel gives 100 and 80, Brice's 60 and 40, Clarisse's 80 and 80; with one place, Aminatou is
 * approved, declines, and the place goes to Clarisse.
 */

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', timezoneId: 'Europe/Zurich', viewport: { width: 1280, height: 900 } });

const tag = Date.now().toString(36);
const hour = 3600_000;
const interviewWeight = 40;

type Applicant = Awaited<ReturnType<typeof submittedApplicant>> & { name: string };
type Staff = { id: number; login: string; password: string; name: string };

let session: Awaited<ReturnType<typeof openSession>>;
/** By total score, best first; Daniel is not preselected. */
let aminatou: Applicant;
let brice: Applicant;
let clarisse: Applicant;
let daniel: Applicant;
let evaluator1: Staff & { person: Person };
let evaluator2: Staff & { person: Person };
let administrator: Staff;
/** The two slots: Clarisse books the first on her phone, the others the second. */
let slots: { id: number; startsAt: string }[];
const totals = new Map<number, number>();
/** The candidate evaluator 1 declared a conflict of interest with. */
let conflictedId: number;

/** Every criterion of the rubric marked alike: the evaluation scores `mark` × 20 out of 100. */
const panelMarks = () =>
  new Map<number, number[]>([
    [aminatou.id, [5, 4]],
    [brice.id, [3, 2]],
    [clarisse.id, [4, 4]],
  ]);

const admin = async (request: APIRequestContext) => ({ authorization: `Bearer ${await adminToken(request)}` });

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch',
  url: string,
  headers: Record<string, string>,
  data?: object,
): Promise<T> {
  const answer = await request[method](`/api${url}`, { headers, ...(data ? { data } : {}) });
  expect(answer.ok(), `${method} ${url}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const score = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
const hundredths = (value: number) => Math.round(value * 100) / 100;
const finalOf = (applicant: Applicant, panel: number) =>
  hundredths((totals.get(applicant.id)! * (100 - interviewWeight) + panel * interviewWeight) / 100);

/** Who sits on each preselected applicant's panel now, as the administrator reads the evaluations. */
async function panels(request: APIRequestContext): Promise<Map<number, number[]>> {
  const seats = new Map<number, number[]>();
  for (const applicant of [aminatou, brice, clarisse]) {
    const evaluations = await call<{ evaluatorId: number | null }[]>(
      request,
      'get',
      `/applications/${applicant.id}/evaluations`,
      await admin(request),
    );
    seats.set(
      applicant.id,
      evaluations.flatMap((evaluation) => (evaluation.evaluatorId === null ? [] : [evaluation.evaluatorId])),
    );
  }
  return seats;
}

/** A browser of the staff member's own, signed in: a phone, a tablet or a desk. */
async function staffBrowser(
  browser: Browser,
  request: APIRequestContext,
  staff: Staff,
  device: { width: number; height: number; timezoneId: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: device.timezoneId,
    viewport: { width: device.width, height: device.height },
  });
  const page = await context.newPage();
  await openSignedIn(page, request, staff.login, staff.password);
  return { context, page };
}

/** The French sign-in form, as the applicant fills it on her phone. */
async function signInInFrench(page: Page, person: Person) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Each criterion of the evaluation form given the same mark, as the evaluator taps it. */
async function markEveryCriterion(page: Page, mark: number) {
  const criteria = page.getByRole('radiogroup');
  await expect(criteria.first()).toBeVisible();
  // Each mark is a segment: its label is what the finger taps (the radio under it is visually hidden).
  for (const criterion of await criteria.all()) {
    await criterion.getByText(String(mark), { exact: true }).click();
    await expect(criterion.getByRole('radio', { name: String(mark) })).toBeChecked();
  }
}

/** The interview recorded as held, unless a member of the panel did it already. */
async function recordHeld(page: Page) {
  const held = page.getByRole('button', { name: 'It took place' });
  if ((await held.getAttribute('aria-pressed')) === 'true') return;
  await held.click();
  await expect(held).toHaveAttribute('aria-pressed', 'true');
}

async function submitEvaluation(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit your evaluation?' });
  await expect(confirm).toContainText('can no longer be changed');
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your evaluation is submitted.')).toBeVisible();
}

const candidatesTable = (page: Page) => page.getByRole('table', { name: 'Candidates' });
const candidateRow = (page: Page, applicant: Applicant): Locator =>
  candidatesTable(page).getByRole('row', { name: new RegExp(applicant.person.lastName) });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  session = await openSession(request, { name: `Sélection ${tag}`, year: 2036 });
  // Four pupils submit while the session takes applications.
  const applicant = async (first: string, label: string) => {
    const submitted = await submittedApplicant(request, session.id, newPerson(label, first, `Sel${tag}${label}`));
    return { ...submitted, name: `${submitted.person.firstName} ${submitted.person.lastName}` };
  };
  aminatou = await applicant('Aminatou', 'a');
  brice = await applicant('Brice', 'b');
  clarisse = await applicant('Clarisse', 'c');
  daniel = await applicant('Daniel', 'd');

  // The submission period ends; the session weighs the interview 40%, with two on each panel and one place.
  const headers = await admin(request);
  await call(request, 'patch', `/sessions/${session.id}`, headers, {
    endDate: new Date(Date.now() - 60_000).toISOString(),
    interviewWeight,
    panelSize: 2,
    candidatesToSelect: 1,
  });
  // The committee checks and scores; its bonus sets the four apart.
  await call(request, 'post', `/applications/eligibility-check/${session.id}`, headers);
  for (const [who, bonus] of [
    [aminatou, 5],
    [brice, 3],
    [clarisse, 1],
  ] as const)
    await call(request, 'patch', `/applications/${who.id}/bonus`, headers, {
      bonus,
      bonusReason: 'Verified by the Cameroon branch',
    });
  await call(request, 'post', `/applications/save-total-scores/${session.id}`, headers);
  const rows = await call<{ content: { id: number; eligible: boolean; totalScore: number }[] }>(
    request,
    'get',
    `/applications?filter=session.id:eq:${session.id}&sort=totalScore,desc&size=10`,
    headers,
  );
  expect(rows.content.map((row) => row.id)).toEqual([aminatou.id, brice.id, clarisse.id, daniel.id]);
  for (const row of rows.content) {
    expect(row.eligible, `application ${row.id} eligible`).toBe(true);
    totals.set(row.id, row.totalScore);
  }
  // The design holds: by total Brice is second, by the final score Clarisse is.
  expect(finalOf(clarisse, 80)).toBeGreaterThan(finalOf(brice, 50));
  expect(finalOf(aminatou, 90)).toBeGreaterThan(finalOf(clarisse, 80));

  // Two staff members to be: one is given the role on the users screen, the other here.
  const staffPerson = async (label: string, first: string) => {
    const person = newPerson(label, first, `Panel${tag}${label}`);
    const id = await createVerifiedUser(request, person);
    return { person, id, login: person.username, password: person.password, name: `${first} ${person.lastName}` };
  };
  evaluator1 = await staffPerson('ev1', 'Emmanuel');
  evaluator2 = await staffPerson('ev2', 'Ursula');
  await call(request, 'put', `/users/${evaluator2.id}/role`, headers, { role: 'EVALUATOR' });
  const { user } = await adminSignIn(request);
  administrator = { id: user.id, login: e2eAdmin.email, password: e2eAdmin.password, name: '' };

  // Interview slots three days ahead, in UTC: a room in Dschang for one, a video call for three.
  const day = new Date(Date.now() + 72 * hour);
  const at = (utcHour: number) =>
    new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), utcHour)).toISOString();
  slots = [
    await call<{ id: number; startsAt: string }>(request, 'post', `/sessions/${session.id}/interview-slots`, headers, {
      startsAt: at(8),
      minutes: 30,
      place: 'Université de Dschang, salle 12',
      capacity: 1,
    }),
    await call<{ id: number; startsAt: string }>(request, 'post', `/sessions/${session.id}/interview-slots`, headers, {
      startsAt: at(9),
      minutes: 30,
      videoUrl: 'https://meet.example.org/selection',
      capacity: 3,
    }),
  ];
});

test('an administrator gives the evaluator role on the users screen', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/users');
  await page.getByLabel('Search by name, username or e-mail').fill(evaluator1.login);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${evaluator1.name}` }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${evaluator1.name}` });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await dialog.getByRole('listbox', { name: 'Role' }).getByRole('option', { name: 'Evaluator' }).click();
  await expectSoundScreen(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByText('Evaluator', { exact: true })).toBeVisible();
});

test('the committee preselects three on the candidates screen, seeing the cut score, and filters on them', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/candidates`);
  await expect(candidatesTable(page).getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Preselect for interviews' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preselect candidates for interviews' });
  const count = dialog.getByRole('textbox', { name: 'How many candidates to interview' });
  await count.fill('3');
  const preview = dialog.getByTestId('preselection-preview');
  // The cut is Clarisse's total score; nobody ties with her; three new applicants join the shortlist.
  const detail = (label: string) =>
    preview
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(detail('Cut score')).toHaveText(score(totals.get(clarisse.id)!));
  await expect(detail('Candidates preselected')).toHaveText('3');
  await expect(detail('Of them, in through the tie')).toHaveText('0');
  await expect(detail('New application')).toHaveText('3');
  await expect(preview).toContainText('3 candidates join the shortlist; nobody leaves it.');
  await expectSoundScreen(page);
  await dialog.getByRole('button', { name: 'Preselect', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`3 candidates preselected (cut score ${score(totals.get(clarisse.id)!)}).`),
  ).toBeVisible();

  // The filter shows the shortlist, each with its badge; Daniel is not on it.
  await page.getByLabel('Preselection').selectOption({ label: 'Preselected' });
  await expect(candidatesTable(page).getByRole('row')).toHaveCount(4);
  for (const applicant of [aminatou, brice, clarisse])
    await expect(candidateRow(page, applicant).getByText('Preselected', { exact: true })).toBeVisible();
  await expect(candidateRow(page, daniel)).toHaveCount(0);
  await expectSoundScreen(page);
});

test.describe('the preselected pupil on a slow phone, in French', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Africa/Douala', viewport: { width: 360, height: 740 } });

  test('reads what comes next on her dashboard, books a slot, and the invitation arrives with its calendar file', async ({
    page,
    context,
  }) => {
    test.slow();
    const phone = await throttleLikeAPhone(context, page);
    await signInInFrench(page, clarisse.person);
    // What comes next: an interview, its time to choose here, changeable until 24 hours before.
    const card = page.getByRole('region', { name: 'Votre entretien avec le comité' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('Votre candidature est présélectionnée : la prochaine étape est un entretien');
    await expect(card.getByRole('radiogroup', { name: 'Choisissez un horaire' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectSoundScreen(page);
    // 08:00 UTC is 09:00 in Cameroon, the zone named.
    const choice = card.getByRole('radio', { name: /09:00.*Lieu : Université de Dschang, salle 12/ });
    await expect(card.getByText('1 place restante')).toBeVisible();
    await choice.check();
    await card.getByRole('button', { name: 'Réserver cet horaire' }).click();
    await expect(card.getByText('Votre entretien est réservé :')).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(/09:00/);
    await expect(card).toContainText('Lieu : Université de Dschang, salle 12');
    await expect(card).toContainText('Vous pouvez le changer jusqu’au');
    await expect(card.getByRole('button', { name: 'Changer d’horaire' })).toBeVisible();
    await expectNoSideScroll(page);
    await expectSoundScreen(page);
    await phone.release();

    // The mail in French carries the invitation a calendar reads: the slot's start in UTC, its place.
    let mail: ReturnType<typeof newestMailTo>;
    await expect
      .poll(() => (mail = newestMailTo(clarisse.person.email, (raw) => raw.includes('text/calendar'))), {
        timeout: 15_000,
      })
      .toBeTruthy();
    expect(mail!.text).toContain('Bonjour');
    const invitation = mail!.attachments.find((part) => part.contentType === 'text/calendar');
    expect(invitation?.filename ?? '').toMatch(/\.ics$/);
    const [event] = calendarEvents(invitation!.content);
    const start = slots[0]!.startsAt.replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(event).toMatchObject({ DTSTART: start });
    expect(event!.LOCATION).toContain('Université de Dschang, salle 12');
  });
});

test('the others book on their own phones; the administrator forms the panels', async ({ page, request }) => {
  for (const applicant of [aminatou, brice])
    await call(request, 'put', `/applications/${applicant.id}/interview`, applicant.headers, { slotId: slots[1]!.id });

  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/panel`);
  await page.getByRole('button', { name: 'Form the panels' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Panels formed' });
  await expect(outcome).toContainText('6 seats given. 3 staff members sit on panels.');
  await expect(outcome).toContainText('Every panel is full.');
  await expectSoundScreen(page);

  // Everyone seated is one of the three staff members of this journey, two on each panel, none twice.
  const seated = await panels(request);
  const staffIds = [administrator.id, evaluator1.id, evaluator2.id];
  for (const [, members] of seated) {
    expect(new Set(members).size).toBe(2);
    for (const member of members) expect(staffIds).toContain(member);
  }
});

test('an evaluator declares a conflict and is replaced; the panels mark, submit, and read each other only after', async ({
  browser,
  request,
}) => {
  test.slow();
  const before = await panels(request);
  const seatsOf = (seated: Map<number, number[]>, staffId: number) =>
    [aminatou, brice, clarisse].filter((applicant) => seated.get(applicant.id)!.includes(staffId));
  const [conflicted, kept] = seatsOf(before, evaluator1.id);
  expect(conflicted && kept, 'evaluator 1 sits on two panels').toBeTruthy();
  conflictedId = conflicted!.id;

  // Evaluator 1, on a phone in Cameroon, opens his interviews: both are coming, with the booked times.
  const first = await staffBrowser(browser, request, evaluator1, {
    width: 360,
    height: 740,
    timezoneId: 'Africa/Douala',
  });
  const phone = first.page;
  await phone.goto('/interviews');
  await expect(phone.getByRole('heading', { level: 1, name: 'My interviews' })).toBeVisible();
  const coming = phone.getByRole('region', { name: 'Coming' });
  await expect(coming.getByRole('listitem')).toHaveCount(2);
  await expectNoSideScroll(phone);
  await expectSoundScreen(phone);

  // He knows the family of one candidate: he says so, and leaves her panel.
  await coming.getByRole('link', { name: `Evaluate ${conflicted!.name}` }).click();
  await expect(phone.getByRole('heading', { level: 1, name: conflicted!.name })).toBeVisible();
  await phone.getByRole('button', { name: 'I have a conflict of interest' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Conflict of interest' });
  await dialog.getByRole('button', { name: 'Leave the panel' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Her mother is my cousin.');
  await expectSoundScreen(phone);
  await dialog.getByRole('button', { name: 'Leave the panel' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone).toHaveURL(/\/interviews$/);
  await expect(
    phone.getByText(`You have left the panel of ${conflicted!.name}. Another staff member takes your seat.`),
  ).toBeVisible();
  await expect(coming.getByRole('listitem')).toHaveCount(1);
  // Her file is no longer his to read: the application answers him as if it did not exist.
  await phone.goto(`/applications/${conflicted!.id}/view`);
  const gone = phone.getByRole('alert').filter({ hasText: 'The application could not be loaded' });
  await expect(gone).toContainText('Application not found');
  const refused = await request.get(`/api/applications/${conflicted!.id}`, {
    headers: { authorization: `Bearer ${(await cachedSignIn(request, evaluator1.login, evaluator1.password)).token}` },
  });
  expect(refused.status()).toBe(404);
  // The replacement is the staff member who was not on that panel; the other seat stays.
  const after = await panels(request);
  const replacement = [administrator.id, evaluator2.id].find((id) => !before.get(conflicted!.id)!.includes(id));
  expect(after.get(conflicted!.id)!.sort()).toEqual(
    [...before.get(conflicted!.id)!.filter((id) => id !== evaluator1.id), replacement].sort(),
  );

  const marks = panelMarks();
  const nextMark = (applicant: Applicant) => marks.get(applicant.id)!.shift()!;

  // His other interview: he records it as held, and marks it with no connection; the draft waits on the phone.
  await phone.goto('/interviews');
  await coming.getByRole('link', { name: `Evaluate ${kept!.name}` }).click();
  await expect(phone.getByRole('heading', { level: 1, name: kept!.name })).toBeVisible();
  await recordHeld(phone);
  await expect(phone.getByText(/other members’ evaluations are shown once you have submitted yours/)).toBeVisible();
  await first.context.setOffline(true);
  const keptMark = nextMark(kept!);
  await markEveryCriterion(phone, keptMark);
  await phone.getByLabel('Comment').fill('Came on foot from Foto; clear about her plan.');
  await phone.getByRole('button', { name: 'Save draft' }).click();
  await expect(phone.getByText('it will be sent when the connection returns', { exact: false })).toBeVisible();
  // Back online, the draft goes by itself; then he submits.
  await first.context.setOffline(false);
  await expect(phone.getByText(/Saved on the server/)).toBeVisible();
  await expectSoundScreen(phone);
  await submitEvaluation(phone);
  await expect(phone.getByText(`Score: ${score(keptMark * 20)} / 100`, { exact: false })).toBeVisible();

  // The other member of that panel sees that he submitted, never his marks, until submitting her own.
  const otherId = after.get(kept!.id)!.find((id) => id !== evaluator1.id)!;
  const other = otherId === evaluator2.id ? evaluator2 : administrator;
  const second = await staffBrowser(browser, request, other, { width: 1024, height: 768, timezoneId: 'Europe/Zurich' });
  await second.page.goto(`/interviews/${kept!.id}`);
  await expect(second.page.getByRole('heading', { level: 1, name: kept!.name })).toBeVisible();
  await expect(
    second.page.getByText(/other members’ evaluations are shown once you have submitted yours/),
  ).toBeVisible();
  await expect(second.page.getByText(/^Score: /)).toHaveCount(0);
  await expect(second.page.getByText(evaluator1.name)).toHaveCount(0);
  const hidden = await call<{ evaluatorId: number; hidden: boolean; scores: object }[]>(
    request,
    'get',
    `/applications/${kept!.id}/evaluations`,
    { authorization: `Bearer ${(await cachedSignIn(request, other.login, other.password)).token}` },
  );
  expect(hidden.find((evaluation) => evaluation.evaluatorId === evaluator1.id)).toMatchObject({
    hidden: true,
    scores: {},
  });
  const otherMark = nextMark(kept!);
  await markEveryCriterion(second.page, otherMark);
  await submitEvaluation(second.page);
  await expect(second.page.getByText(`Panel’s mean: ${score(((keptMark + otherMark) * 20) / 2)} / 100`)).toBeVisible();
  await expect(second.page.getByText(evaluator1.name, { exact: false })).toBeVisible();
  await expectSoundScreen(second.page);

  // Every other seat: the staff member opens it from their interviews, records the interview held, marks, submits.
  const browsers = new Map<number, Page>([
    [evaluator1.id, phone],
    [other.id, second.page],
  ]);
  const contexts = [first.context, second.context];
  for (const staff of [evaluator1, evaluator2, administrator]) {
    const open = seatsOf(after, staff.id).filter((applicant) => applicant !== kept);
    if (open.length === 0) continue;
    let page = browsers.get(staff.id);
    if (!page) {
      const opened = await staffBrowser(browser, request, staff, {
        width: 1280,
        height: 900,
        timezoneId: 'Europe/Zurich',
      });
      contexts.push(opened.context);
      page = opened.page;
      browsers.set(staff.id, page);
    }
    for (const applicant of open) {
      await page.goto('/interviews');
      await page.getByRole('link', { name: `Evaluate ${applicant.name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: applicant.name })).toBeVisible();
      await recordHeld(page);
      await markEveryCriterion(page, nextMark(applicant));
      await submitEvaluation(page);
    }
  }
  for (const [, left] of marks) expect(left).toEqual([]);
  // Done: each interview is under "Done" for those who sat on it.
  await phone.goto('/interviews');
  await expect(phone.getByRole('region', { name: 'Done' }).getByRole('listitem')).toHaveCount(1);
  for (const context of contexts) await context.close();
});

test('the candidates screen ranks by the final score; the committee approves by it, warned off the wrong one, and publishes', async ({
  page,
  request,
}) => {
  const finals = new Map([
    [aminatou.id, finalOf(aminatou, 90)],
    [brice.id, finalOf(brice, 50)],
    [clarisse.id, finalOf(clarisse, 80)],
  ]);
  await signInAsAdmin(page, request);
  await page.goto(`/sessions/${session.id}/candidates`);
  await page.getByLabel('Sort by').selectOption({ label: 'Final score (best first)' });
  const rows = candidatesTable(page).getByRole('row');
  await expect(rows).toHaveCount(5);
  // Clarisse comes second by the final score, Brice third, though his total is higher.
  for (const [index, applicant] of [aminatou, clarisse, brice, daniel].entries())
    await expect(rows.nth(index + 1)).toContainText(applicant.person.lastName);
  for (const [rank, applicant] of [aminatou, clarisse, brice].entries()) {
    const row = candidateRow(page, applicant);
    await expect(row).toContainText(score(finals.get(applicant.id)!));
    await expect(row).toContainText(`No. ${rank + 1}`);
  }
  await expectSoundScreen(page);

  // Approving Brice would pass over Aminatou and Clarisse, undecided above him by the final ranking: the dialog says so.
  await candidateRow(page, brice)
    .getByRole('link', { name: new RegExp(brice.person.lastName) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/applications/${brice.id}/view`));
  await page.getByRole('link', { name: 'Score and review' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const warned = page.getByRole('dialog', { name: 'Approve the application' });
  await expect(warned.getByRole('alert').filter({ hasText: 'This approval is unusual' })).toContainText(
    '2 candidates still undecided stand above in the final ranking.',
  );
  await expectSoundScreen(page);
  await warned.getByRole('button', { name: 'Cancel' }).click();
  await expect(warned).toBeHidden();

  // Aminatou, first by the final ranking: no warning, approved.
  await page.goto(`/applications/${aminatou.id}/view/score`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the application' });
  await expect(dialog).toContainText('The applicant receives the scholarship');
  await expect(dialog.getByRole('alert').filter({ hasText: 'This approval is unusual' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: "Committee's decision" }).getByText('Approved', { exact: true }),
  ).toBeVisible();

  // Closing publishes.
  await page.goto(`/sessions/${session.id}`);
  await page.getByRole('button', { name: /^Change the status of / }).click();
  const status = page.getByRole('dialog', { name: /^Change the status of / });
  await status.getByRole('radio', { name: /^Closed/ }).check();
  await expect(status.getByRole('alert', { name: 'Closing publishes the decisions' })).toBeVisible();
  await status.getByRole('button', { name: 'Close and publish' }).click();
  await expect(status).toBeHidden();
});

test.describe('after publication, on the phones', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Africa/Douala', viewport: { width: 360, height: 740 } });

  test('the first approved declines; the place goes to the next by the final ranking, not by total score', async ({
    page,
    browser,
    request,
  }) => {
    await signInInFrench(page, aminatou.person);
    const place = page.getByRole('region', { name: 'Votre place dans le programme de bourses' });
    await expect(place.getByText('En attente de votre réponse')).toBeVisible();
    await place.getByRole('button', { name: 'Refuser' }).click();
    const confirm = page.getByRole('dialog', { name: 'Refuser la bourse ?' });
    await confirm.getByRole('button', { name: 'Refuser la place' }).click();
    await expect(place.getByText('Déclinée', { exact: true })).toBeVisible();

    // The committee passes the free place on.
    const desk = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'Europe/Zurich',
      viewport: { width: 1280, height: 900 },
    });
    const committee = await desk.newPage();
    await signInAsAdmin(committee, request);
    await committee.goto(`/sessions/${session.id}/candidates`);
    await committee.getByRole('button', { name: 'Pass on free places now' }).click();
    const pass = committee.getByRole('dialog', { name: 'Pass on the free places now?' });
    await pass.getByRole('button', { name: 'Pass on now' }).click();
    await expect(pass).toBeHidden();
    await expect(committee.locator('.mantine-Notification-root').first()).toContainText('offered to the next in line');
    await desk.close();
    const chain = await call<{ applicationId: number; state: string }[]>(
      request,
      'get',
      `/sessions/${session.id}/acceptances`,
      await admin(request),
    );
    expect(chain).toMatchObject([
      { applicationId: aminatou.id, state: 'DECLINED' },
      { applicationId: clarisse.id, state: 'AWAITING' },
    ]);
    expect(chain.map((link) => link.applicationId)).not.toContain(brice.id);

    // Clarisse reads the offer on her phone.
    await page.evaluate(() => localStorage.removeItem('portal.auth'));
    await signInInFrench(page, clarisse.person);
    const offered = page.getByRole('region', { name: 'Votre place dans le programme de bourses' });
    await expect(offered.getByText('En attente de votre réponse')).toBeVisible();
    await expectNoSideScroll(page);
    await expectSoundScreen(page);
  });
});

test.describe('the evaluator who declared a conflict, on his phone', () => {
  test.use({ timezoneId: 'Africa/Douala', viewport: { width: 360, height: 740 } });

  test('still finds that file gone, said on a screen as sound as any other', async ({ page, request }) => {
    await openSignedIn(page, request, evaluator1.login, evaluator1.password);
    await page.goto(`/applications/${conflictedId}/view`);
    const gone = page.getByRole('alert').filter({ hasText: 'The application could not be loaded' });
    await expect(gone).toContainText('Application not found');
    await expectSoundScreen(page);
  });
});
