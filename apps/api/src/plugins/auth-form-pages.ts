import { apiErrorSchema } from '@portal/shared/errors';
import type { AuthFormOutcome, AuthFormPath } from '@portal/shared/public-pages';
import { type SecondFactorStep, secondFactorChallengeSchema, twoFactorSetupSchema } from '@portal/shared/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The fields each form sends to the API; anything else posted is dropped. Passwords are never shown back. */
const formFields: Record<AuthFormPath, { api: string; fields: readonly string[]; secret: readonly string[] }> = {
  '/auth/sign-in': { api: '/api/auth/sign-in', fields: ['login', 'password'], secret: ['password'] },
  '/auth/sign-up': {
    api: '/api/auth/sign-up',
    // The privacy notice's box sends the version it showed when ticked, nothing otherwise (the API then refuses).
    fields: ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword', 'privacyNoticeVersion'],
    secret: ['password', 'confirmPassword'],
  },
};

type Posted = Record<string, string | string[]>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

type Answer = { status: number; outcome: AuthFormOutcome; retryAfter?: string };
type Caller = { request: FastifyRequest; language: string };
type ApiAnswer = {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown> };
  retryAfter?: string;
};

/** One of the API's own routes, called as the visitor (their address, language and browser). */
async function callApi(app: FastifyInstance, { request, language }: Caller, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    body: response.json() as ApiAnswer['body'],
    ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
  } satisfies ApiAnswer;
}

/** A refusal of the API shown on the page: every refusal has this shape (plugins/errors.ts). */
function refused(answer: ApiAnswer, outcome: Omit<AuthFormOutcome, 'error'>): Answer {
  const { retryAfter } = answer;
  return {
    status: answer.status,
    outcome: { ...outcome, error: apiErrorSchema.parse(answer.body) },
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

type Challenge = { step: SecondFactorStep; challenge: string };

/**
 * The second factor a right password asks for (decision 565), as the page shows it: for an enrolment, with what the
 * authenticator app needs, asked of the API at once.
 */
async function askSecondFactor(app: FastifyInstance, caller: Caller, asked: Challenge): Promise<Answer> {
  const { step, challenge } = asked;
  if (step === 'CODE') return { status: 200, outcome: { values: {}, secondFactor: { step, challenge } } };
  const setup = await callApi(app, caller, '/api/auth/sign-in/enrol', { challenge });
  if (setup.status !== 200) return refused(setup, { values: {} });
  return {
    status: 200,
    outcome: { values: {}, secondFactor: { step, challenge, setup: twoFactorSetupSchema.parse(setup.body.data) } },
  };
}

/** The API's refusal that ends the second step: the challenge expired, or its sign-in was ended meanwhile. */
const isChallengeLost = (code: unknown) => code === 'TOKEN_EXPIRED';

/** The routes that take the second step's code, by step. */
const codeRoutes: Record<SecondFactorStep, string> = {
  CODE: '/api/auth/sign-in/code',
  ENROL: '/api/auth/sign-in/enrol/confirm',
};

/**
 * The second step posted: the challenge (a hidden field), the step, the code, and the kind of code the field asks for
 * (the app's or a recovery code). "Use a recovery code" without script posts `switchTo`: the page comes back with the
 * other hint, and nothing is sent to the API.
 */
async function answerSecondFactor(app: FastifyInstance, caller: Caller, posted: Posted): Promise<Answer> {
  const challenge = first(posted.challenge);
  const step: SecondFactorStep = first(posted.step) === 'ENROL' ? 'ENROL' : 'CODE';
  const switchTo = first(posted.switchTo);
  const kind = switchTo || first(posted.kind);
  const values: Record<string, string> = kind === 'recovery' ? { kind } : {};
  if (switchTo && step === 'CODE') return { status: 200, outcome: { values, secondFactor: { step, challenge } } };
  const answer = await callApi(app, caller, codeRoutes[step], { challenge, code: first(posted.code) });
  const data = answer.body.data as { token?: string; user?: Record<string, unknown>; recoveryCodes?: string[] };
  if (answer.status === 200 && data?.token && data.user) {
    const signedIn = { token: data.token, user: data.user };
    return {
      status: 200,
      outcome: { values: {}, signedIn, ...(data.recoveryCodes ? { recoveryCodes: data.recoveryCodes } : {}) },
    };
  }
  // The challenge is no longer good (too late, or used up): the password again, with why.
  if (answer.status === 401 && isChallengeLost(answer.body.code)) return refused(answer, { values: {} });
  if (step === 'CODE') return refused(answer, { values, secondFactor: { step, challenge } });
  // An enrolment refused: the page shows what the app needs again (the API gives the same until it is confirmed).
  const again = await askSecondFactor(app, caller, { step, challenge });
  return again.outcome.error ? again : refused(answer, again.outcome);
}

/**
 * A posted sign-in or sign-up form, sent on to the API's own route (decision 523) with the visitor's address and
 * language: the same checks, limits, messages and audit as the app's call. The page then shows the answer. A sign-in
 * whose password was right may ask for the second factor, whose steps post to the same page (decision 565).
 */
export async function answerAuthForm(
  app: FastifyInstance,
  request: FastifyRequest,
  path: AuthFormPath,
  language: string,
): Promise<Answer> {
  const { api, fields, secret } = formFields[path];
  const posted = (request.body ?? {}) as Posted;
  const caller = { request, language };
  if (path === '/auth/sign-in' && first(posted.challenge)) return answerSecondFactor(app, caller, posted);
  const payload = Object.fromEntries(fields.map((name) => [name, first(posted[name])]));
  const values = Object.fromEntries(Object.entries(payload).filter(([name]) => !secret.includes(name)));
  const answer = await callApi(app, caller, api, payload);
  const data = answer.body.data as { token?: string; user?: Record<string, unknown> } | undefined;
  if (answer.status === 200 && data?.token && data.user)
    return { status: 200, outcome: { values, signedIn: { token: data.token, user: data.user } } };
  const asked = secondFactorChallengeSchema.safeParse(answer.body.data);
  if (answer.status === 200 && asked.success) return askSecondFactor(app, caller, asked.data);
  if (answer.status === 201) return { status: 200, outcome: { values, sentTo: payload.email } };
  return refused(answer, { values });
}

/**
 * Whether a form post comes from a page of this site: the browser's `Sec-Fetch-Site`, else its `Origin`, must say so.
 * A client that sends neither (no browser) is no cross-site forgery.
 */
export function postedFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return origin === undefined;
  try {
    // Both through URL, which drops a default port ("localhost:80" is "localhost").
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}
