import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. `@fastify/helmet` builds helmet's middleware anew for
 * every request, parsing the whole policy each time (a tenth of the work of a small answer here); a policy with
 * no per-request part (no nonce, no directive computed from the request) gives every answer the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === 'object' ? Object.values(policy.directives ?? {}) : [];
  const values = directives.flatMap((value) => (value && typeof value === 'object' ? Array.from(value) : []));
  if (values.some((value) => typeof value === 'function')) {
    throw new Error('a directive computed per request cannot be worked out once');
  }
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
