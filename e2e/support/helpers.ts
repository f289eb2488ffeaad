import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './env.ts';

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Session = { token: string; user: { id: number } };
let adminSession: Session | undefined;

/**
 * The administrator's sign-in, made once per run and shared by the tests: sign-in is rate-limited per account
 * (decision 050), and a run signs the administrator in far more often than that allows.
 */
export async function adminSignIn(request: APIRequestContext): Promise<Session> {
  if (adminSession) return adminSession;
  const response = await request.post('/api/auth/sign-in', {
    data: { login: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  adminSession = ((await response.json()) as { data: Session }).data;
  return adminSession;
}

/** Signs the administrator in through the API and stores `{ token, user }` where src/lib/auth-store.ts reads it. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const { token, user } = await adminSignIn(request);
  await page.addInitScript((auth) => window.localStorage.setItem('portal.auth', auth), JSON.stringify({ token, user }));
}
