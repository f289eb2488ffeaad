import type { UserRole } from '@portal/shared/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.ts';
import { createAccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';

export type CurrentUser = { id: number; role: UserRole; username: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    accessTokens: ReturnType<typeof createAccessTokens>;
    /** onRequest hook: any signed-in, active user. */
    authenticate: onRequestHookHandler;
    /** onRequest hook: signed in, if a token is given; never fails for a missing token. */
    identify: onRequestHookHandler;
    /** onRequest hook: a signed-in user with one of these roles. */
    requireRole: (...roles: UserRole[]) => onRequestHookHandler;
  }
}

/** The user of the request; throws 401 in a handler reached without `authenticate`. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('UNAUTHENTICATED');
  return request.currentUser;
}

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorate('accessTokens', createAccessTokens(app.config.jwtSecret, app.config.jwtTtlHours));
  app.decorateRequest('currentUser', null);

  async function resolve(request: FastifyRequest, reply: FastifyReply, required: boolean): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      if (required) throw new AppError('UNAUTHENTICATED');
      return;
    }
    // What a signed-in person is answered is theirs: no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    const claims = await app.accessTokens.verify(token);
    if (claims === 'expired') throw new AppError('TOKEN_EXPIRED');
    if (!claims) throw new AppError('UNAUTHENTICATED');
    const [user] = await app.db
      .select({
        id: users.id,
        role: users.role,
        username: users.username,
        email: users.email,
        active: users.active,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    // Deleted, deactivated, signed out, password changed or role changed since the token was issued.
    if (!user?.active || user.tokenVersion !== claims.version) throw new AppError('TOKEN_EXPIRED');
    request.currentUser = { id: user.id, role: user.role, username: user.username, email: user.email };
  }

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, true));
  app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, false));
  app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    await resolve(request, reply, true);
    if (!roles.includes(userOf(request).role)) throw new AppError('FORBIDDEN');
  });
});
