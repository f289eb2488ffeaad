import type { UserRole } from '@portal/shared/enums';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { usersRepository } from '../modules/accounts/public.ts';

export type CurrentUser = { id: number; role: UserRole; username: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The version of the signed-in user's tokens (changes with every sign-out, password or role change). */
    tokenVersion: number;
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

/**
 * Who is calling: the bearer token's user, whose sign-in state (active, role, token version, and the token key in
 * force) every signed-in request reads from the database, on every server, nothing kept between requests (decision
 * 543). So once a role change, a deactivation, a sign-out, a password change or a breach drill is answered, by
 * whichever server of the database, the next request of an earlier token is refused everywhere; a request already
 * past this check when the change committed was concurrent with it and ends as it began.
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenVersion', 0);

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED');
    // What a signed-in person is answered is theirs: no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    const claims = await app.accessTokens.verify(token);
    if (claims === 'expired') throw new AppError('TOKEN_EXPIRED');
    if (!claims) throw new AppError('UNAUTHENTICATED');
    const user = await usersRepository.signInState(app.db, claims.userId);
    if (user) app.accessTokens.noticeKey(user.keyId);
    // Deleted, deactivated, signed out, password changed or role changed since the token was issued, or signed with
    // a token key a breach drill has replaced.
    if (!user?.active || user.tokenVersion !== claims.version || user.keyId !== claims.keyId)
      throw new AppError('TOKEN_EXPIRED');
    request.currentUser = { id: user.id, role: user.role, username: user.username, email: user.email };
    request.tokenVersion = user.tokenVersion;
  });
});
