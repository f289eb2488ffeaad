import type { Conn } from '../db/client.ts';
import { createAccess, type Found, type ObjectKey, ownerOnly, ownerOrAdmin, type Policy } from '../lib/access.ts';
import { usersRepository } from './accounts/public.ts';
import { findApplication } from './applications/public.ts';
import { documentsRepository } from './documents/public.ts';
import { familiesRepository, familyMembersRepository } from './family/public.ts';
import { extraActivitiesRepository, financingsRepository } from './lists/public.ts';
import { highSchoolResumesRepository, schoolResultsRepository } from './parts/public.ts';

/**
 * Who may do what to an object that belongs to a user, one line per action: routes name the action in their
 * `config.access`, services ask `access.require(user, action, id)` when they find the object themselves. Each line
 * says whose the object is with a lookup from the module's public file (an id in, the object with its owner's user id
 * out); the object found is handed to the route (`accessed(request, access)`), so its service does not read it again.
 * This is the one owner check: services check only the object's state. Another user's object answers 404; see
 * lib/access.ts for the rules.
 */
export const accessPolicies = {
  'user.avatar.read': ownerOrAdmin('file', usersRepository.avatarOwner),
  // Administrators read every application and its parts; only the applicant writes them.
  'application.read': ownerOrAdmin('application', findApplication),
  'application.update': ownerOnly('application', findApplication),
  // Only its holder continues a scholarship into a new session.
  'application.renew': ownerOnly('application', findApplication),
  // Only the applicant accepts or declines their place.
  'application.acceptance.answer': ownerOnly('application', findApplication),
  // A beneficiary's year (by the accepted application): read by its holder and administrators, reported by the holder.
  'beneficiary.read': ownerOrAdmin('beneficiary', findApplication),
  'beneficiary.update': ownerOnly('beneficiary', findApplication),
  // The score: administrators, and its applicant (who reads it once the session's decisions are published).
  'application.score.read': ownerOrAdmin('application', findApplication),
  'schoolResult.read': ownerOrAdmin('schoolResult', schoolResultsRepository.findOwned),
  'schoolResult.update': ownerOnly('schoolResult', schoolResultsRepository.findOwned),
  'highSchoolResume.read': ownerOrAdmin('highSchoolResume', highSchoolResumesRepository.findOwned),
  'highSchoolResume.update': ownerOnly('highSchoolResume', highSchoolResumesRepository.findOwned),
  'document.update': ownerOnly('document', documentsRepository.findOwned),
  // A file without a signed link: by its stored name, for its owner and administrators.
  'document.file.read': ownerOrAdmin('file', documentsRepository.findOwnedFile),
  'family.read': ownerOrAdmin('family', familiesRepository.findOwned),
  'family.update': ownerOnly('family', familiesRepository.findOwned),
  'familyMember.update': ownerOnly('familyMember', familyMembersRepository.findOwned),
  // A user's families: the user themself, or an administrator. The key is the owner: nothing to look up.
  'user.families.read': ownerOrAdmin('user', async (_conn: Conn, id: ObjectKey) => ({ userId: Number(id) })),
  'financing.read': ownerOrAdmin('financing', financingsRepository.findOwned),
  'financing.update': ownerOnly('financing', financingsRepository.findOwned),
  'extraActivity.read': ownerOrAdmin('extraActivity', extraActivitiesRepository.findOwned),
  'extraActivity.update': ownerOnly('extraActivity', extraActivitiesRepository.findOwned),
} satisfies Record<string, Policy>;

export type Action = keyof typeof accessPolicies;
/** The object the policy of an action hands on: what its lookup found. */
export type FoundBy<A extends Action> = Found<(typeof accessPolicies)[A]>;

export const createPolicyAccess = (db: Conn) => createAccess(db, accessPolicies);
export type Access = ReturnType<typeof createPolicyAccess>;
