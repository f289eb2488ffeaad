import type { UserRole } from '@portal/shared/enums';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createSignInStates, markUsersChanged, usersChangeCount, usersRepository } from '../modules/accounts/public.ts';

export type CurrentUser = { id: number; role: UserRole; username: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The version of the signed-in user's tokens (changes with every sign-out, password or role change). */
    tokenVersion: number;
    /** Users' changes counted when a write request arrived (modules/accounts/users-changes.ts). */
    usersChangesAtStart: number;
  }
  interface FastifyInstance {
    /**
     * Signs the request's user in from the bearer token, or throws 401: any active user whose token is current.
     * Routes ask for it with `config.access` (plugins/access.ts).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The user of the request; throws 401 in a handler reached without signing in. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('UNAUTHENTICATED');
  return request.currentUser;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const recordChanges: onRequestHookHandler = (request, _reply, done) => {
  request.usersChangesAtStart = usersChangeCount();
  done();
};
/** A write that changed users is counted again once its transaction is over, before its answer leaves. */
const countChangesAgain: onSendHookHandler = (request, _reply, payload, done) => {
  if (usersChangeCount() !== request.usersChangesAtStart) markUsersChanged();
  done(null, payload);
};
const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Who is calling: the bearer token's user, whose sign-in state (active, token version) is read from the database and
 * kept until any user's row changes (modules/accounts/sign-in-states.ts).
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('usersChangesAtStart', 0);
  app.decorateRequest('tokenVersion', 0);
  const signInStates = createSignInStates((userId) => usersRepository.signInState(app.db, userId));

  // A request reading a user's state while another changes it, but before that change commits, would keep the old
  // state: every write counts the change once more when it is answered, which makes that kept state stale.
  app.addHook('onRoute', (route: RouteOptions) => {
    if ([route.method].flat().every((method) => readMethods.has(method))) return;
    route.onRequest = [recordChanges, ...asArray(route.onRequest)];
    route.onSend = [...asArray(route.onSend), countChangesAgain];
  });

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED');
    // What a signed-in person is answered is theirs: no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    const claims = await app.accessTokens.verify(token);
    if (claims === 'expired') throw new AppError('TOKEN_EXPIRED');
    if (!claims) throw new AppError('UNAUTHENTICATED');
    const user = await signInStates.get(claims.userId);
    // Deleted, deactivated, signed out, password changed or role changed since the token was issued.
    if (!user?.active || user.tokenVersion !== claims.version) throw new AppError('TOKEN_EXPIRED');
    request.currentUser = { id: user.id, role: user.role, username: user.username, email: user.email };
    request.tokenVersion = user.tokenVersion;
  });
});
