import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { confirmTwoFactorSetup } from '../../src/modules/accounts/confirm-two-factor-setup.ts';
import { startTwoFactorSetup } from '../../src/modules/accounts/start-two-factor-setup.ts';
import type { TestApp, TestUser } from '../test-app.ts';

const STEP_MS = 30_000;

/** The code an authenticator app shows `steps` steps (of 30 s) from now: −1 a phone late by a step. */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

/** Waits out the last two seconds of a step, so that a code made now is checked in the same step. */
export async function midStep(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 2000) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

/**
 * A code of a step no code of this person was accepted for yet (each step is used once): now's, or the next one;
 * when both are used, it waits for the next step.
 */
export async function unusedCode(t: TestApp, userId: number, secret: string): Promise<string> {
  for (;;) {
    const [row] = await t.database.db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, userId));
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (row?.last ?? -1) + 1);
    if (step <= now + 1) return generate({ secret, epoch: step * 30 });
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 10));
  }
}

/** A staff member's second factor set up from the account settings, as their app would: its secret and codes. */
export async function enrol(t: TestApp, user: TestUser) {
  const { secret } = await startTwoFactorSetup(t.app, { userId: user.id });
  const code = await codeOf(secret);
  const { recoveryCodes } = await confirmTwoFactorSetup(t.app.services.accounts, {
    userId: user.id,
    code,
    address: '127.0.0.1',
  });
  return { secret, recoveryCodes };
}

/**
 * Signs a person in through the API as the app does: the password, then the second factor asked, a code of the app
 * (`secret`) or, for staff who must have one and have none, the enrolment. Answers the token, and the secret of an
 * enrolment made on the way.
 */
export async function signInThroughSecondFactor(t: TestApp, user: TestUser, secret?: string) {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const answer = await post('/api/auth/sign-in', { login: user.username, password: user.password });
  if (answer.token) return { token: answer.token as string, secret };
  const { challenge } = answer;
  if (answer.step === 'CODE') {
    if (!secret) throw new Error(`${user.username} has a second factor: give its secret`);
    const signedIn = await post('/api/auth/sign-in/code', { challenge, code: await unusedCode(t, user.id, secret) });
    return { token: signedIn.token as string, secret };
  }
  const setup = await post('/api/auth/sign-in/enrol', { challenge });
  const enrolled = await post('/api/auth/sign-in/enrol/confirm', { challenge, code: await codeOf(setup.secret) });
  return { token: enrolled.token as string, secret: setup.secret as string };
}
