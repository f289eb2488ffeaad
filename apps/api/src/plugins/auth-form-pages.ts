import { apiErrorSchema } from '@portal/shared/errors';
import type { AuthFormOutcome, AuthFormPath } from '@portal/shared/public-pages';
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

/**
 * A posted sign-in or sign-up form, sent on to the API's own route (decision 523) with the visitor's address and
 * language: the same checks, limits, messages and audit as the app's call. The page then shows the answer.
 */
export async function answerAuthForm(
  app: FastifyInstance,
  request: FastifyRequest,
  path: AuthFormPath,
  language: string,
): Promise<Answer> {
  const { api, fields, secret } = formFields[path];
  const posted = (request.body ?? {}) as Posted;
  const payload = Object.fromEntries(fields.map((name) => [name, first(posted[name])]));
  const values = Object.fromEntries(Object.entries(payload).filter(([name]) => !secret.includes(name)));
  const response = await app.inject({
    method: 'POST',
    url: api,
    payload,
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  const body = response.json() as { data?: { token: string; user: Record<string, unknown> } } & Record<string, unknown>;
  if (response.statusCode === 200 && body.data) return { status: 200, outcome: { values, signedIn: body.data } };
  if (response.statusCode === 201) return { status: 200, outcome: { values, sentTo: payload.email } };
  // Every refusal of the API has this shape (plugins/errors.ts); anything else is the caller's to handle.
  const error = apiErrorSchema.parse(body);
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    outcome: { values, error },
    ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
  };
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
