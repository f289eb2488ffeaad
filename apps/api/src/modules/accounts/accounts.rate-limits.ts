import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const bodyField = (request: FastifyRequest, field: string) =>
  lower((request.body as Record<string, unknown> | undefined)?.[field]);
const paramField = (request: FastifyRequest, field: string) =>
  lower((request.params as Record<string, unknown> | undefined)?.[field]);

/**
 * Route-level limits of @fastify/rate-limit. They run in preHandler so the key can use the parsed body:
 * sign-in attempts per address (IP) and account (login); mails per e-mail address (whoever asks). Over the limit: 429 with Retry-After.
 */
export const rateLimits = {
  /** 10 sign-in attempts per 15 minutes for one login from one address. */
  signIn: {
    max: 10,
    timeWindow: FIFTEEN_MINUTES,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `sign-in:${request.ip}:${bodyField(request, 'login')}`,
  },
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
  FIFTEEN_MINUTES,
  HOUR,
};

/**
 * A second, wider limit beside the route's own (@fastify/rate-limit runs one limiter per request): every
 * sign-in attempt on one account whatever the address, every mail request from one address whatever the e-mail.
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
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new AppError('RATE_LIMITED', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
    }
  };
}

export const accountKeys = {
  login: (request: FastifyRequest) => bodyField(request, 'login'),
  ip: (request: FastifyRequest) => request.ip,
};
