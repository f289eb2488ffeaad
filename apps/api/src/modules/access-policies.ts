import type { Conn } from '../db/client.ts';
import { createAccess, ownerOrAdmin, type Policy } from '../lib/access.ts';
import { usersRepository } from './accounts/users.repository.ts';

/**
 * Who may do what to an object that belongs to a user, one line per action: routes name the action in their
 * `config.access`, services ask `access.require(user, action, id)` when they find the object themselves. Each line
 * says whose the object is with a small lookup from the module's repository (an id in, the owner's user id out).
 * Another user's object answers 404; see lib/access.ts for the rules.
 */
export const accessPolicies = {
  'user.avatar.read': ownerOrAdmin('file', usersRepository.ownerOfAvatar),
} satisfies Record<string, Policy>;

export type Action = keyof typeof accessPolicies;

export const createPolicyAccess = (db: Conn) => createAccess<Action>(db, accessPolicies);
export type Access = ReturnType<typeof createPolicyAccess>;
