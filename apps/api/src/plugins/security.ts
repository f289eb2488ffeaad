import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sharedRateLimitStore } from '../lib/rate-limit-store.ts';
import { helmetHeaders } from '../lib/security-headers.ts';

/** The policy the built app runs under: no inline script, nothing loaded from elsewhere. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Security headers that act only on a document or a worker (the content security policy, framing, referrer, DNS
 * prefetch…), not on a script or stylesheet a page loads, where only `x-content-type-options` (the browser must
 * not guess the type) and `cross-origin-resource-policy` (no other site may load it) act. The web build's hashed
 * files go without them: ~560 bytes saved on each of the hundred-odd files an applicant downloads over a paid line
 * (decision 521). Pages, API answers and the service worker's script keep them all.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The policy of a JSON answer of the API: it is never a page, so nothing may load or frame it (the usual policy for
 * an API). A fifth of the length of the app's, on each of the many small answers a phone reads (decision 521).
 */
export const jsonAnswerPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The API's answers, but neither its files (images and PDF opened in the browser) nor its HTML documentation. */
export function isJsonAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/files/') && !url.startsWith('/api/docs');
}

export default fp(async function securityPlugin(app: FastifyInstance) {
  // Helmet's headers, worked out once at start: they are the same for every answer (lib/security-headers.ts).
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on a fresh install; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
  // A JSON answer is never a document: it keeps its own short policy (in case it is opened in a tab), nosniff and
  // the resource policy, and goes without the headers that only act on documents (~260 bytes on each of the API's
  // many small answers to a phone on a paid line).
  const jsonHeaders = {
    ...Object.fromEntries(Object.entries(securityHeaders).filter(([name]) => !documentOnlyHeaders.includes(name))),
    'content-security-policy': jsonAnswerPolicy,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonAnswer(request.url) ? jsonHeaders : securityHeaders);
    done();
  });
  // No CORS: the app and the API share one origin. Routes opt in to limits with `config: { rateLimit: {...} }`,
  // counted in the database so that every server counts the same requests.
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(app.rateCounters),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
});
