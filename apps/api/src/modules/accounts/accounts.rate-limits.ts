import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createFailureLimit, rateLimited } from '../../lib/failure-limit.ts';
import type { RateCounters } from '../../lib/rate-counters.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const bodyField = (request: FastifyRequest, field: string) =>
  lower((request.body as Record<string, unknown> | undefined)?.[field]);
const paramField = (request: FastifyRequest, field: string) =>
  lower((request.params as Record<string, unknown> | undefined)?.[field]);

/**
 * Limits on requests (@fastify/rate-limit, per route). They run in preHandler, after validation and sign-in, so
 * their keys can use the parsed body and the user, and a malformed request does not use up anyone's budget.
 * Over the limit: 429 with Retry-After and a translated message. See decision 050.
 */
export const requestLimits = {
  /**
   * Accounts an hour from one address (SIGN_UPS_PER_HOUR, 20 by default): enough for a class signing up together
   * behind one school or mobile-operator address, too few for a script filling the database.
   */
  signUp: (max: number) => ({
    max,
    timeWindow: HOUR,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `sign-up:${request.ip}`,
  }),
  /** 5 reset mails per hour per e-mail address, whoever asks. */
  forgot: {
    max: 5,
    timeWindow: HOUR,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `forgot:${bodyField(request, 'email')}`,
  },
  /** 5 verification mails per hour per e-mail address. */
  resend: {
    max: 5,
    timeWindow: HOUR,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `resend:${paramField(request, 'email')}`,
  },
  /** 5 changes of address an hour per person: each one mails two people. */
  emailChange: {
    max: 5,
    timeWindow: HOUR,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `email-change:${request.currentUser?.id ?? request.ip}`,
  },
  FIFTEEN_MINUTES,
  HOUR,
};

/**
 * Limits on failures, counted by the accounts' use cases themselves (in the database, shared by every server): the
 * right password is never slowed down.
 */
export function createAccountLimits(counters: RateCounters) {
  return {
    /** 10 failed sign-ins per 15 minutes for one account from one address. */
    signIn: createFailureLimit(counters, { name: 'sign-in', max: 10, windowMs: FIFTEEN_MINUTES }),
    /** 30 failed sign-ins per 15 minutes for one account from anywhere. */
    signInAccount: createFailureLimit(counters, { name: 'sign-in-account', max: 30, windowMs: FIFTEEN_MINUTES }),
    /** 5 wrong current passwords per 15 minutes per person: password change, e-mail change, account deletion. */
    currentPassword: createFailureLimit(counters, { name: 'current-password', max: 5, windowMs: FIFTEEN_MINUTES }),
  };
}

/**
 * Limits on wrong codes of a second factor (decision 565), counted apart from the password's, so that a right
 * password never gives a guesser of codes a fresh start. Only someone who knew the password reaches them.
 */
export function createSecondFactorLimits(counters: RateCounters) {
  return {
    /** 10 wrong codes per 15 minutes for one account from one address, as for passwords. */
    code: createFailureLimit(counters, { name: 'code', max: 10, windowMs: FIFTEEN_MINUTES }),
    /**
     * 20 wrong codes an hour for one account from anywhere: with three codes good at any moment (a step either
     * side), a guesser holding the password has about one chance in 700 a day of finding one.
     */
    codeAccount: createFailureLimit(counters, { name: 'code-account', max: 20, windowMs: HOUR }),
  };
}

/**
 * A second, wider request limit beside the route's own (@fastify/rate-limit runs one limiter per route): every
 * mail request from one address whatever the e-mail.
 */
export function extraLimit(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindow: number; key: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds * 1000);
  };
}
