import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './env.ts';

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs the administrator in through the API and stores `{ token, user }` where src/lib/auth-store.ts reads it. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in', {
    data: { login: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript(
    (auth) => window.localStorage.setItem('portal.auth', auth),
    JSON.stringify({ token: data.token, user: data.user }),
  );
}
