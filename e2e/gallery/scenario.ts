import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiSignIn } from '../support/accounts.ts';
import { e2eAdmin, e2eDataDir } from '../support/env.ts';
import type { StoredAuth } from './camera.ts';

/**
 * The people and objects the gallery photographs, made through the API by the setup steps and read back by the
 * screens (each project runs in its own worker, so they meet in a file of the throwaway data directory).
 */
export type Scenario = {
  admin: StoredAuth;
  /** The demonstration session, closed, its decisions published. */
  closedSessionId: number;
  /** A new account without any application. */
  newcomer: StoredAuth;
  /**
   * Holders of a closed-session application: approved (a university student who accepted the place and started the
   * year, offered a renewal once a session opens), approved and still to answer, and rejected.
   */
  approved: StoredAuth & { applicationId: number };
  offered: StoredAuth & { applicationId: number };
  rejected: StoredAuth & { applicationId: number };
  /** Set once a session takes applications. */
  open?: {
    sessionId: number;
    /** Half-way through: some steps done, the family with two members, a few documents. */
    draft: StoredAuth & { applicationId: number };
    /** Every step done and submitted; checked and scored by the committee. */
    submitted: StoredAuth & { applicationId: number };
    /** Submitted, then rejected by the committee with leave to correct and submit again. */
    toCorrect: StoredAuth & { applicationId: number };
  };
};

const file = () => join(e2eDataDir, 'gallery-scenario.json');
const selectionFile = () => join(e2eDataDir, 'gallery-selection.json');

/**
 * The interview shortlist of the demonstration session (`--stage preselected`), before it is decided: an applicant
 * still to choose a time and one who booked (kept booked), the evaluators, and once the panels have sat, an
 * evaluator's draft and submitted evaluations (the other members' too).
 */
export type SelectionScenario = {
  /** Signed in once for every picture (sign-ins are rate-limited per login). */
  admin: StoredAuth;
  sessionId: number;
  invited: StoredAuth & { applicationId: number };
  booked: StoredAuth & { applicationId: number };
  /** The evaluator photographed, and the other one. */
  evaluator: StoredAuth;
  others: StoredAuth[];
  panels?: { draftOf: number; submittedOf: number };
};

export function readSelectionScenario(): SelectionScenario {
  return JSON.parse(readFileSync(selectionFile(), 'utf8')) as SelectionScenario;
}

export function writeSelectionScenario(scenario: SelectionScenario) {
  writeFileSync(selectionFile(), JSON.stringify(scenario, null, 2));
}

export function readScenario(): Scenario {
  return JSON.parse(readFileSync(file(), 'utf8')) as Scenario;
}

export function writeScenario(scenario: Scenario) {
  writeFileSync(file(), JSON.stringify(scenario, null, 2));
}

export async function adminSignIn(request: APIRequestContext): Promise<StoredAuth> {
  return apiSignIn(request, e2eAdmin.email, e2eAdmin.password);
}

/** A JSON call as the given person; answers `data`. */
export async function call<T>(
  request: APIRequestContext,
  auth: StoredAuth,
  method: 'get' | 'post' | 'put' | 'patch',
  url: string,
  data?: object,
): Promise<T> {
  const answer = await request[method](`/api${url}`, {
    headers: { authorization: `Bearer ${auth.token}` },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}
