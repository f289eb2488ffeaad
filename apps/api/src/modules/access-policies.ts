import type { Conn } from '../db/client.ts';
import { createAccess, ownerOnly, ownerOrAdmin, type Policy } from '../lib/access.ts';
import { usersRepository } from './accounts/users.repository.ts';
import { extraActivitiesRepository, financingsRepository } from './applications/application-lists.repository.ts';
import {
  applicationsRepository,
  highSchoolResumesRepository,
  schoolResultsRepository,
} from './applications/applications.repository.ts';
import { documentsRepository } from './documents/documents.repository.ts';
import { familiesRepository, familyMembersRepository } from './family/family.repository.ts';

/**
 * Who may do what to an object that belongs to a user, one line per action: routes name the action in their
 * `config.access`, services ask `access.require(user, action, id)` when they find the object themselves. Each line
 * says whose the object is with a small lookup from the module's repository (an id in, the owner's user id out).
 * Another user's object answers 404; see lib/access.ts for the rules.
 */
export const accessPolicies = {
  'user.avatar.read': ownerOrAdmin('file', usersRepository.ownerOfAvatar),
  // Administrators read every application and its parts; only the applicant writes them.
  'application.read': ownerOrAdmin('application', applicationsRepository.ownerOf),
  'application.update': ownerOnly('application', applicationsRepository.ownerOf),
  // Only its holder continues a scholarship into a new session.
  'application.renew': ownerOnly('application', applicationsRepository.ownerOf),
  // The score: administrators, and its applicant (who reads it once the session's decisions are published).
  'application.score.read': ownerOrAdmin('application', applicationsRepository.ownerOf),
  'schoolResult.read': ownerOrAdmin('schoolResult', schoolResultsRepository.ownerOf),
  'schoolResult.update': ownerOnly('schoolResult', schoolResultsRepository.ownerOf),
  'highSchoolResume.read': ownerOrAdmin('highSchoolResume', highSchoolResumesRepository.ownerOf),
  'highSchoolResume.update': ownerOnly('highSchoolResume', highSchoolResumesRepository.ownerOf),
  'document.update': ownerOnly('document', documentsRepository.ownerOf),
  // A file without a signed link: by its stored name, for its owner and administrators.
  'document.file.read': ownerOrAdmin('file', documentsRepository.ownerOfFile),
  'family.read': ownerOrAdmin('family', familiesRepository.ownerOf),
  'family.update': ownerOnly('family', familiesRepository.ownerOf),
  'familyMember.update': ownerOnly('familyMember', familyMembersRepository.ownerOf),
  // A user's families: the user themself, or an administrator.
  'user.families.read': ownerOrAdmin('user', async (conn, id) => (await usersRepository.find(conn, Number(id)))?.id),
  'financing.read': ownerOrAdmin('financing', financingsRepository.ownerOf),
  'financing.update': ownerOnly('financing', financingsRepository.ownerOf),
  'extraActivity.read': ownerOrAdmin('extraActivity', extraActivitiesRepository.ownerOf),
  'extraActivity.update': ownerOnly('extraActivity', extraActivitiesRepository.ownerOf),
} satisfies Record<string, Policy>;

export type Action = keyof typeof accessPolicies;

export const createPolicyAccess = (db: Conn) => createAccess<Action>(db, accessPolicies);
export type Access = ReturnType<typeof createPolicyAccess>;
