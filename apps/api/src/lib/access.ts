import { isStaff, type UserRole } from '@portal/shared/enums';
import type { Conn } from '../db/client.ts';
import { AppError, forbidden, notFound } from './app-error.ts';

/** Who asks: the signed-in user, or nobody. */
export type Viewer = { id: number; role: UserRole } | null;

/** The id (or file name) of the object an action touches. */
export type ObjectKey = string | number;

/** An object that belongs to a user, as a policy's lookup finds it: `userId` is its owner (null once their account is deleted). */
export type Owned = { userId: number | null };

/**
 * A staff member looking an object up: the lookups of the reads the reads log records (the applications'
 * `openedAs`, the documents' `openedFile`) append the read in their own statement; the others ignore it.
 */
export type Reader = { id: number };

/** Finds the object an action touches, with its owner; undefined when there is no such object. */
export type ObjectLookup<T extends Owned = Owned> = (
  conn: Conn,
  object: ObjectKey,
  reader?: Reader,
) => Promise<T | undefined>;

/**
 * What a route asks of its caller before anything else runs: nothing (`public`), a signed-in active user of any
 * role (`signed-in`: includes the routes that act on the caller's own account), a student (`student`: applying is
 * theirs; staff get 403), a staff member (`staff`: an administrator or an evaluator, who reads sessions, candidates
 * and applications and sits on interview panels; a student gets 403), or an administrator (`admin`: an evaluator
 * gets 403 too).
 */
export const accessLevels = ['public', 'signed-in', 'student', 'staff', 'admin'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** The roles of the staff area (the web app's staff area asks the same). */
export { isStaff };

/**
 * An action on an object that belongs to a user (decision 550):
 * - `owner`: the owner alone;
 * - `owner-or-admin`: the owner and every administrator;
 * - `owner-or-staff`: the owner, every administrator, and every evaluator;
 * - `staff`: every administrator and every evaluator (the committee's own records of an application);
 * - `panel`: administrators, and a staff member holding a seat on the application's interview panel;
 * - `panel-member`: a staff member holding a seat on the application's panel (an administrator too, only when seated);
 * - `conflict`: a staff member who has not yet declared a conflict of interest with the application.
 * The last four are staff actions: a student gets 403 before the object is looked up. An evaluator who declared a
 * conflict with the object's application is nobody to it. A staff member the action does not admit gets 403 (they
 * may know the object exists); everyone else gets 404, the answer of a missing object. `resource` names the object
 * in the 404 message (a key of the `resources` catalog); `find` looks the object up (told who reads when they are
 * staff); `applicationOf` says which application it belongs to (an object of no application, such as an avatar, is
 * hidden by no conflict).
 */
export type ObjectPolicy<T extends Owned = Owned> = {
  kind: 'owner' | 'owner-or-admin' | 'owner-or-staff' | 'staff' | 'panel' | 'panel-member' | 'conflict';
  resource: string;
  find: ObjectLookup<T>;
  /** A method, so that a table holds policies of different objects. */
  applicationOf?(object: T): number;
};
/** A table of policies holds lookups of different objects, each at least `Owned`. */
export type Policy = AccessLevel | ObjectPolicy;

/** What a policy hands on once it has decided: the object its lookup found, or nothing for a level. */
export type Found<P> = P extends ObjectPolicy<infer T> ? T : undefined;

/**
 * A staff member's ties to an application the policies ask about, one indexed query each, asked only of the
 * viewers they can change the answer for: a declared conflict of interest, a seat on the interview panel.
 */
export type StaffTies = {
  conflicted(conn: Conn, applicationId: number, staffId: number): Promise<boolean>;
  seated(conn: Conn, applicationId: number, staffId: number): Promise<boolean>;
};

const policy =
  (kind: ObjectPolicy['kind']) =>
  <T extends Owned>(
    resource: string,
    find: ObjectLookup<T>,
    applicationOf?: (object: T) => number,
  ): ObjectPolicy<T> => ({
    kind,
    resource,
    find,
    ...(applicationOf && { applicationOf }),
  });
/** Actions on an application or a part of it, which an evaluator's conflict hides: the application is named. */
const ofApplication =
  (kind: ObjectPolicy['kind']) =>
  <T extends Owned>(resource: string, find: ObjectLookup<T>, applicationOf: (object: T) => number) =>
    policy(kind)(resource, find, applicationOf);
export const ownerOnly = policy('owner');
export const ownerOrAdmin = policy('owner-or-admin');
export const ownerOrStaff = policy('owner-or-staff');
export const staffOnly = ofApplication('staff');
export const panelOrAdmin = ofApplication('panel');
export const panelMember = ofApplication('panel-member');
export const conflictFree = ofApplication('conflict');

export const isAccessLevel = (value: unknown): value is AccessLevel =>
  (accessLevels as readonly unknown[]).includes(value);

const staffKinds: readonly ObjectPolicy['kind'][] = ['staff', 'panel', 'panel-member', 'conflict'];
/** The level a policy asks before its object is looked up: staff for the staff's actions, a sign-in otherwise. */
export const levelOf = (policy: Policy): AccessLevel =>
  isAccessLevel(policy) ? policy : staffKinds.includes(policy.kind) ? 'staff' : 'signed-in';

/** 401 for nobody on anything but public, 403 for a role the level does not admit. */
export function requireLevel(viewer: Viewer, level: AccessLevel): void {
  if (level === 'public') return;
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (level === 'admin' && viewer.role !== 'ADMIN') throw forbidden();
  if (level === 'staff' && !isStaff(viewer.role)) throw forbidden();
  if (level === 'student' && viewer.role !== 'STUDENT') throw forbidden();
}

/**
 * The one answer to "may this user do this to this object", from a table of policies by action. The object is looked
 * up once, whoever asks, and handed back, so the service that acts on it need not read it again. Another user's
 * object answers 404, exactly like a missing one: its existence is not revealed. So does an application, and every
 * part of it, to an evaluator who declared a conflict with it; an administrator keeps reading it (they administer
 * the programme, and their conflict only keeps them off its panel).
 */
export function createAccess<Policies extends Record<string, Policy>>(db: Conn, policies: Policies, ties: StaffTies) {
  return {
    policies,
    async require<A extends keyof Policies & string>(
      viewer: Viewer,
      action: A,
      key?: ObjectKey,
    ): Promise<Found<Policies[A]>> {
      const policy = policies[action] as Policy;
      requireLevel(viewer, levelOf(policy));
      if (isAccessLevel(policy)) return undefined as Found<Policies[A]>;
      const user = viewer!;
      const reader = isStaff(user.role) ? { id: user.id } : undefined;
      const object = key === undefined ? undefined : await policy.find(db, key, reader);
      if (!object) throw notFound(policy.resource);
      const found = object as Found<Policies[A]>;
      const application = () => policy.applicationOf!(object);
      const conflicted = () => ties.conflicted(db, application(), user.id);
      if (policy.kind === 'panel' || policy.kind === 'panel-member') {
        if (policy.kind === 'panel' && user.role === 'ADMIN') return found;
        if (await ties.seated(db, application(), user.id)) return found;
        throw notFound(policy.resource);
      }
      if (policy.kind === 'conflict') {
        if (await conflicted()) throw notFound(policy.resource);
        return found;
      }
      if (object.userId !== null && object.userId === user.id) return found;
      // Staff see every object but, for an evaluator, those of an application they declared a conflict with (one
      // query, asked only of an evaluator once the owner has had their answer).
      const staffSees =
        user.role === 'ADMIN' || (user.role === 'EVALUATOR' && !(policy.applicationOf && (await conflicted())));
      if (!staffSees) throw notFound(policy.resource);
      const admits =
        policy.kind === 'owner-or-staff' ||
        policy.kind === 'staff' ||
        (policy.kind === 'owner-or-admin' && user.role === 'ADMIN');
      if (admits) return found;
      if (object.userId !== null) throw forbidden();
      throw notFound(policy.resource);
    },
  };
}
