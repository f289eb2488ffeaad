import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';

describe('AppError', () => {
  it('keeps no stack for an answer to the client (4xx), and the stack of a fault (5xx)', () => {
    const notFound = new AppError('ROUTE_NOT_FOUND');
    expect(notFound.status).toBe(404);
    expect(notFound.stack?.split('\n')).toHaveLength(1);
    const internal = new AppError('INTERNAL');
    expect(internal.status).toBe(500);
    expect(internal.stack).toContain('app-error.test.ts');
    // The limit is restored: other errors keep their stacks.
    expect(new Error('plain').stack).toContain('app-error.test.ts');
  });
});
