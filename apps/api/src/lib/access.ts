import type { UserRole } from '@portal/shared/enums';
import type { Conn } from '../db/client.ts';
import { AppError, forbidden, notFound } from './app-error.ts';

/** Who asks: the signed-in user, or nobody. */
export type Viewer = { id: number; role: UserRole } | null;

/** The id (or file name) of the object an action touches. */
export type ObjectKey = string | number;

/** The user an object belongs to, or undefined when there is no such object. */
export type OwnerLookup = (conn: Conn, object: ObjectKey) => Promise<number | undefined>;

/**
 * What a route asks of its caller before anything else runs: nothing (`public`), a signed-in active user of any
 * role (`signed-in`: includes the routes that act on the caller's own account), a student (`student`: applying is
 * theirs; an administrator gets 403), or an administrator (`admin`).
 */
export const accessLevels = ['public', 'signed-in', 'student', 'admin'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/**
 * An action on an object that belongs to a user. `owner-or-admin`: the owner and every administrator. `owner`: the
 * owner alone (an administrator who is not the owner gets 403: they may know the object exists).
 * `resource` names the object in the 404 message (a key of the `resources` catalog).
 */
export type OwnerPolicy = { kind: 'owner' | 'owner-or-admin'; resource: string; owner: OwnerLookup };
export type Policy = AccessLevel | OwnerPolicy;

export const ownerOrAdmin = (resource: string, owner: OwnerLookup): OwnerPolicy => ({
  kind: 'owner-or-admin',
  resource,
  owner,
});
export const ownerOnly = (resource: string, owner: OwnerLookup): OwnerPolicy => ({ kind: 'owner', resource, owner });

export const isAccessLevel = (value: unknown): value is AccessLevel =>
  (accessLevels as readonly unknown[]).includes(value);

/** 401 for nobody on anything but public, 403 for a student on an administrator's action and the reverse. */
export function requireLevel(viewer: Viewer, level: AccessLevel): void {
  if (level === 'public') return;
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (level === 'admin' && viewer.role !== 'ADMIN') throw forbidden();
  if (level === 'student' && viewer.role !== 'STUDENT') throw forbidden();
}

/**
 * The one answer to "may this user do this to this object", from a table of policies by action. Another user's
 * object answers 404, exactly like a missing one: its existence is not revealed.
 */
export function createAccess<Action extends string>(db: Conn, policies: Record<Action, Policy>) {
  return {
    policies,
    async require(viewer: Viewer, action: Action, object?: ObjectKey): Promise<void> {
      const policy = policies[action];
      if (isAccessLevel(policy)) return requireLevel(viewer, policy);
      requireLevel(viewer, 'signed-in');
      // An administrator's reach needs no lookup: a missing object is the service's 404.
      if (policy.kind === 'owner-or-admin' && viewer?.role === 'ADMIN') return;
      const owner = object === undefined ? undefined : await policy.owner(db, object);
      if (owner !== undefined && owner === viewer?.id) return;
      if (owner !== undefined && viewer?.role === 'ADMIN') throw forbidden();
      throw notFound(policy.resource);
    },
  };
}
