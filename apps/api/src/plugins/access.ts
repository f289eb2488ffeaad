import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessLevel, isAccessLevel, levelOf, type ObjectKey, requireLevel } from '../lib/access.ts';
import { type Action, accessPolicies, type FoundBy } from '../modules/access-policies.ts';

/**
 * Who may call a route, declared by every route under /api in its options (`config: { access }`):
 * - `'public'`, `'signed-in'`, `'student'`, `'staff'` (administrators and evaluators) or `'admin'`;
 * - `{ action, param }` (or `{ action, body }`): an action of the policy table on the object whose key is that path
 *   parameter (default `id`) or body field. Signed in first (staff for the panel's actions, see `levelOf`); then
 *   the policy decides, and another user's object answers 404. What the policy's lookup found is the handler's: `accessed(request, access)`.
 */
export type RouteAccess = AccessLevel | ObjectAccess;
export type ObjectAccess<A extends Action = Action> = { action: A; param?: string; body?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The object the route's access policy looked up and allowed (routes declaring an action only). */
    accessed?: unknown;
  }
}

/** Routes the API does not write itself: the browsable documentation's pages and files. */
const undeclaredPrefixes = ['/api/docs'];

export function isValidAccess(access: unknown): access is RouteAccess {
  if (isAccessLevel(access)) return true;
  if (!access || typeof access !== 'object') return false;
  const { action, param, body } = access as { action?: unknown; param?: unknown; body?: unknown };
  if (typeof action !== 'string' || !Object.hasOwn(accessPolicies, action)) return false;
  if (param !== undefined && body !== undefined) return false;
  return [param, body].every((key) => key === undefined || typeof key === 'string');
}

function keyOf(request: FastifyRequest, access: ObjectAccess): ObjectKey | undefined {
  const source = (access.body ? request.body : request.params) as Record<string, unknown> | undefined;
  const value = source?.[access.body ?? access.param ?? 'id'];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * The object the access policy found for this route, the one its service acts on (read once, by the policy). The
 * route names its declaration again, which types the object; a route declared otherwise is a mistake of the code.
 */
export function accessed<A extends Action>(request: FastifyRequest, access: ObjectAccess<A>): FoundBy<A> {
  const declared = request.routeOptions.config.access;
  if (typeof declared !== 'object' || declared.action !== access.action || request.accessed === undefined)
    throw new Error(`${request.routeOptions.url}: the route does not declare ${access.action}`);
  return request.accessed as FoundBy<A>;
}

function prepend<T>(hook: T, existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [hook];
  return [hook, ...(Array.isArray(existing) ? existing : [existing])];
}

/**
 * Reads each route's declaration as it is registered and puts the checks in front of it: sign-in and role in
 * onRequest (before the body is read), the object's owner in preHandler (after validation, so the key is known).
 * A route under /api without a valid declaration stops the server from starting.
 */
export default fp(async function accessPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api') || undeclaredPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    const access = route.config?.access;
    if (!isValidAccess(access)) {
      const method = [route.method].flat().join(',');
      throw new Error(`${method} ${route.url}: declare who may call it in config.access (see plugins/access.ts)`);
    }
    if (access === 'public') return;
    const level: AccessLevel = isAccessLevel(access) ? access : levelOf(accessPolicies[access.action]);
    route.onRequest = prepend(async (request, reply) => {
      await app.authenticate(request, reply);
      requireLevel(request.currentUser, level);
    }, route.onRequest);
    if (isAccessLevel(access)) return;
    route.preHandler = prepend(async (request: FastifyRequest) => {
      request.accessed = await app.access.require(request.currentUser, access.action, keyOf(request, access));
    }, route.preHandler);
  });
});
