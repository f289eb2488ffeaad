import type { UserRole } from '@portal/shared/enums';
import type { Conn } from '../db/client.ts';
import { AppError, forbidden, notFound } from './app-error.ts';

/** Who asks: the signed-in user, or nobody. */
export type Viewer = { id: number; role: UserRole } | null;

/** The id (or file name) of the object an action touches. */
export type ObjectKey = string | number;

/** An object that belongs to a user, as a policy's lookup finds it: `userId` is its owner (null once their account is deleted). */
export type Owned = { userId: number | null };

/** Finds the object an action touches, with its owner; undefined when there is no such object. */
export type ObjectLookup<T extends Owned = Owned> = (conn: Conn, object: ObjectKey) => Promise<T | undefined>;

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
 * `resource` names the object in the 404 message (a key of the `resources` catalog); `find` looks the object up.
 */
export type OwnerPolicy<T extends Owned = Owned> = {
  kind: 'owner' | 'owner-or-admin';
  resource: string;
  find: ObjectLookup<T>;
};
/** A table of policies holds lookups of different objects, each at least `Owned`. */
export type Policy = AccessLevel | OwnerPolicy;

/** What a policy hands on once it has decided: the object its lookup found, or nothing for a level. */
export type Found<P> = P extends OwnerPolicy<infer T> ? T : undefined;

export const ownerOrAdmin = <T extends Owned>(resource: string, find: ObjectLookup<T>): OwnerPolicy<T> => ({
  kind: 'owner-or-admin',
  resource,
  find,
});
export const ownerOnly = <T extends Owned>(resource: string, find: ObjectLookup<T>): OwnerPolicy<T> => ({
  kind: 'owner',
  resource,
  find,
});

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
 * The one answer to "may this user do this to this object", from a table of policies by action. The object is looked
 * up once, whoever asks, and handed back, so the service that acts on it need not read it again. Another user's
 * object answers 404, exactly like a missing one: its existence is not revealed.
 */
export function createAccess<Policies extends Record<string, Policy>>(db: Conn, policies: Policies) {
  return {
    policies,
    async require<A extends keyof Policies & string>(
      viewer: Viewer,
      action: A,
      key?: ObjectKey,
    ): Promise<Found<Policies[A]>> {
      const policy = policies[action] as Policy;
      if (isAccessLevel(policy)) {
        requireLevel(viewer, policy);
        return undefined as Found<Policies[A]>;
      }
      requireLevel(viewer, 'signed-in');
      const object = key === undefined ? undefined : await policy.find(db, key);
      const owner = object?.userId ?? undefined;
      const found = object as Found<Policies[A]>;
      // An administrator reaches every object of an owner-or-admin action, an owner's own object every action.
      if (object && policy.kind === 'owner-or-admin' && viewer?.role === 'ADMIN') return found;
      if (owner !== undefined && owner === viewer?.id) return found;
      if (owner !== undefined && viewer?.role === 'ADMIN') throw forbidden();
      throw notFound(policy.resource);
    },
  };
}
