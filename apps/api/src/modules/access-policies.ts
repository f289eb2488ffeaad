import type { Conn } from '../db/client.ts';
import { createAccess, ownerOnly, ownerOrAdmin, type Policy } from '../lib/access.ts';
import { usersRepository } from './accounts/users.repository.ts';
import {
  applicationsRepository,
  highSchoolResumesRepository,
  schoolResultsRepository,
} from './applications/applications.repository.ts';
import { documentsRepository } from './documents/documents.repository.ts';

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
  'schoolResult.read': ownerOrAdmin('schoolResult', schoolResultsRepository.ownerOf),
  'schoolResult.update': ownerOnly('schoolResult', schoolResultsRepository.ownerOf),
  'highSchoolResume.read': ownerOrAdmin('highSchoolResume', highSchoolResumesRepository.ownerOf),
  'highSchoolResume.update': ownerOnly('highSchoolResume', highSchoolResumesRepository.ownerOf),
  'document.update': ownerOnly('document', documentsRepository.ownerOf),
  // A file without a signed link: by its stored name, for its owner and administrators.
  'document.file.read': ownerOrAdmin('file', documentsRepository.ownerOfFile),
} satisfies Record<string, Policy>;

export type Action = keyof typeof accessPolicies;

export const createPolicyAccess = (db: Conn) => createAccess<Action>(db, accessPolicies);
export type Access = ReturnType<typeof createPolicyAccess>;
