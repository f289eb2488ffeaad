import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './env.ts';
import { lastLinkTo } from './outbox.ts';

let counter = 0;
/** A fresh person per test: usernames are letters and digits only, unique per run. */
export function newPerson(label: string, firstName = 'Amina', lastName?: string) {
  counter += 1;
  const id = `${label}${Date.now().toString(36)}${counter}`;
  return {
    firstName,
    lastName: lastName ?? `Tchoua${id}`,
    username: id,
    email: `${id}@example.test`,
    password: 'Harbour-lights-2931',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** Waits for the server to write the mail, then returns its link. */
export async function mailedLink(email: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => (link = lastLinkTo(email, pathPart)), { timeout: 15_000 }).toBeTruthy();
  return link as string;
}

/**
 * The privacy notice's version the sign-up page shows by its box: what a person accepts by ticking it. Read once a
 * run, from the page itself, so that the journeys' people accept at sign-up as a person does and never meet the
 * consent screen of a later sign-in.
 */
let shownNotice: Promise<string> | undefined;
export function privacyNoticeShown(request: APIRequestContext): Promise<string> {
  shownNotice ??= request.get('/auth/sign-up').then(async (response) => {
    const box = /<input[^>]*name="privacyNoticeVersion"[^>]*>/.exec(await response.text())?.[0];
    const version = box && /value="([^"]+)"/.exec(box)?.[1];
    if (!version) throw new Error('sign-up page: no privacy notice box');
    return version;
  });
  return shownNotice;
}

/** Sign-up and verification through the API, for journeys that start with an existing account; answers its id. */
export async function createVerifiedUser(request: APIRequestContext, person: Person, language = 'en'): Promise<number> {
  const signUp = await request.post('/api/auth/sign-up', {
    data: { ...person, confirmPassword: person.password, privacyNoticeVersion: await privacyNoticeShown(request) },
    headers: { 'accept-language': language },
  });
  if (!signUp.ok()) throw new Error(`sign-up: ${signUp.status()} ${await signUp.text()}`);
  const token = new URL(await mailedLink(person.email, '/auth/verify')).searchParams.get('token');
  const verify = await request.post(`/api/auth/verify/${token}`);
  if (!verify.ok()) throw new Error(`verify: ${verify.status()} ${await verify.text()}`);
  const { user } = await apiSignIn(request, person.username, person.password);
  return user.id;
}

/** Signs in through the API: the token another device would hold. */
export async function apiSignIn(request: APIRequestContext, login: string, password: string) {
  const response = await request.post('/api/auth/sign-in', { data: { login, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string; user: { id: number } } }).data;
}

type Auth = Awaited<ReturnType<typeof apiSignIn>>;
/**
 * One sign-in per person and run (one worker): sign-in is rate-limited (10 per 15 minutes for one login from one
 * address), and the suite signs the administrator in far more often. Tokens stay valid for the run: no journey signs
 * the administrator out or changes their password.
 */
const signedIn = new Map<string, Promise<Auth>>();
export function cachedSignIn(request: APIRequestContext, login: string, password: string): Promise<Auth> {
  let auth = signedIn.get(login);
  if (!auth) {
    auth = apiSignIn(request, login, password);
    signedIn.set(login, auth);
    auth.catch(() => signedIn.delete(login));
  }
  return auth;
}

export const adminSignIn = (request: APIRequestContext) => cachedSignIn(request, e2eAdmin.email, e2eAdmin.password);
export const adminToken = async (request: APIRequestContext) => (await adminSignIn(request)).token;

/** Stores `{ token, user }` where src/lib/auth-store.ts reads it, so the page opens signed in. */
export async function openSignedIn(page: Page, request: APIRequestContext, login: string, password: string) {
  const auth = await cachedSignIn(request, login, password);
  await page.addInitScript((value) => window.localStorage.setItem('portal.auth', value), JSON.stringify(auth));
  return auth;
}

/** Opens the page signed in as the seeded administrator. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, e2eAdmin.email, e2eAdmin.password);
}

/** Fills the sign-in form of the current page (English) and submits it. */
export async function submitSignIn(page: Page, login: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInThroughForm(page: Page, login: string, password: string) {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, login, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
