import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './env.ts';
import { lastLinkTo } from './outbox.ts';

let counter = 0;

/** A fresh person: usernames are letters and digits only, unique per run. */
export function newPerson(label: string, firstName = 'Aminatou', lastName = 'Bello') {
  counter += 1;
  const id = `${label}${Date.now().toString(36)}${counter}`;
  return { firstName, lastName, username: id, email: `${id}@example.test`, password: 'Harbour-lights-2931' };
}
export type Person = ReturnType<typeof newPerson>;

/** Sign-up through the API, then the mailed link: an account ready to sign in. */
export async function createVerifiedUser(request: APIRequestContext, person: Person, language = 'en') {
  const signUp = await request.post('/api/auth/sign-up', {
    data: { ...person, confirmPassword: person.password },
    headers: { 'accept-language': language },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  let link: string | undefined;
  await expect.poll(() => (link = lastLinkTo(person.email, '/auth/verify')), { timeout: 15_000 }).toBeTruthy();
  const verify = await request.post(`/api/auth/verify/${new URL(link!).searchParams.get('token')}`);
  expect(verify.ok(), await verify.text()).toBe(true);
}

/** A bearer token and the user, as the sign-in call answers them. */
export async function signInThroughApi(request: APIRequestContext, login: string, password: string) {
  const response = await request.post('/api/auth/sign-in', { data: { login, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string; user: { id: number } } }).data;
}

type Auth = Awaited<ReturnType<typeof signInThroughApi>>;
/**
 * One sign-in per person and worker: sign-in is rate-limited (10 per 15 minutes for one login from one address),
 * and the whole suite signs the administrator in many times. Tokens stay valid for the run (no journey signs the
 * administrator out or changes their password).
 */
const signedIn = new Map<string, Promise<Auth>>();
function cachedSignIn(request: APIRequestContext, login: string, password: string): Promise<Auth> {
  let auth = signedIn.get(login);
  if (!auth) {
    auth = signInThroughApi(request, login, password);
    signedIn.set(login, auth);
    auth.catch(() => signedIn.delete(login));
  }
  return auth;
}

export const adminToken = async (request: APIRequestContext) =>
  (await cachedSignIn(request, e2eAdmin.email, e2eAdmin.password)).token;

/** Stores `{ token, user }` where the app reads it, so the page opens signed in. */
export async function openSignedIn(page: Page, request: APIRequestContext, login: string, password: string) {
  const auth = await cachedSignIn(request, login, password);
  await page.addInitScript((value) => window.localStorage.setItem('portal.auth', value), JSON.stringify(auth));
  return auth;
}
