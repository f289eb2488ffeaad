import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import type { ConfirmSignIn, CurrentUser, SignInState } from '../lib/sign-in-state.ts';
import { usersRepository } from '../modules/accounts/public.ts';

export type { CurrentUser } from '../lib/sign-in-state.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET route whose own query reads the caller's sign-in state with its answer, one statement instead of two:
     * the handler hands that state to `signInConfirmation(request)` before it uses anything it read.
     */
    signInInQuery?: boolean;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The version of the signed-in user's tokens (changes with every sign-out, password or role change). */
    tokenVersion: number;
    /** The token's claims, on a `signInInQuery` route until its query's sign-in state has confirmed them. */
    unconfirmedSignIn?: AccessClaims;
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

/** Whether the state read from the database still lets the token stand; signs the person in if so. */
function judge(request: FastifyRequest, claims: AccessClaims, state: SignInState | undefined): CurrentUser {
  if (state) request.server.accessTokens.noticeKey(state.keyId);
  // Deleted, deactivated, signed out, password changed or role changed since the token was issued, or signed with
  // a token key a breach drill has replaced.
  if (!state?.active || state.tokenVersion !== claims.version || state.keyId !== claims.keyId)
    throw new AppError('TOKEN_EXPIRED');
  request.currentUser = { id: state.id, role: state.role, username: state.username, email: state.email };
  request.tokenVersion = state.tokenVersion;
  return request.currentUser;
}

/**
 * Who is calling: the bearer token's user, whose sign-in state (active, role, token version, and the token key in
 * force) every signed-in request reads from the database, on every server, nothing kept between requests (decision
 * 543). So once a role change, a deactivation, a sign-out, a password change or a breach drill is answered, by
 * whichever server of the database, the next request of an earlier token is refused everywhere; a request already
 * past this check when the change committed was concurrent with it and ends as it began. A read declaring
 * `signInInQuery` reads that state in its own query, with its answer (one statement instead of two, decision 572),
 * and judges it the same way before it answers anything.
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenVersion', 0);
  app.decorateRequest('unconfirmedSignIn', undefined);

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED');
    // What a signed-in person is answered is theirs: no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    const claims = await app.accessTokens.verify(token);
    if (claims === 'expired') throw new AppError('TOKEN_EXPIRED');
    if (!claims) throw new AppError('UNAUTHENTICATED');
    if (request.routeOptions.config.signInInQuery) {
      // The route's query reads the state; until it is judged, the person is who the token says.
      request.unconfirmedSignIn = claims;
      request.currentUser = { id: claims.userId, role: claims.role, username: '', email: '' };
      return;
    }
    judge(request, claims, await usersRepository.signInState(app.db, claims.userId));
  });

  // A `signInInQuery` route that answered without judging its sign-in state is a mistake of the code: a 500, not
  // the answer.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.signInInQuery) return;
    if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD'))
      throw new Error(`${route.url}: only a read may read its sign-in state in its own query`);
    const unjudged = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.unconfirmedSignIn && reply.statusCode < 400)
        throw new Error(`${route.url} answered without judging the sign-in state its query read`);
    };
    const existing = route.preSerialization;
    route.preSerialization = [unjudged, ...(existing === undefined ? [] : [existing].flat())];
  });
});

/**
 * The judgement of a `signInInQuery` route's sign-in state, as on every other signed-in request (decision 543), the
 * role included: a role changed in the database without ending the token's sign-in refuses the token here. On any
 * other route the request is signed in already, and this answers its person.
 */
export function signInConfirmation(request: FastifyRequest): ConfirmSignIn {
  return (state) => {
    const claims = request.unconfirmedSignIn;
    if (!claims) return userOf(request);
    if (state && state.role !== claims.role) throw new AppError('TOKEN_EXPIRED');
    const user = judge(request, claims, state);
    request.unconfirmedSignIn = undefined;
    return user;
  };
}
