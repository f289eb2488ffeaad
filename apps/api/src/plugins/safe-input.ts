import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** The first string holding a NUL byte, by its dotted path; PostgreSQL refuses NUL in text and jsonb alike. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : 'body';
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function checkRequest(request: FastifyRequest): void {
  const field = findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
  if (field !== undefined)
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: [{ field: field || 'body', key: 'validation.invalidCharacters' }],
    });
}

/**
 * No text with a NUL byte reaches a handler, whatever the route: it is refused with a 400 naming the field, for
 * every route present and future, instead of failing deep in the database as a 500.
 */
export default fp(async function safeInputPlugin(app: FastifyInstance) {
  // A callback, not an async function: no promise on every request for a check that waits for nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
