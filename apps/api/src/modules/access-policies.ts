import type { Conn } from '../db/client.ts';
import {
  conflictFree,
  createAccess,
  type Found,
  type ObjectKey,
  ownerOnly,
  ownerOrAdmin,
  ownerOrStaff,
  type Policy,
  panelMember,
  panelOrAdmin,
  type StaffTies,
  staffOnly,
} from '../lib/access.ts';
import { usersRepository } from './accounts/public.ts';
import { findApplication, openedAs } from './applications/public.ts';
import { documentsRepository } from './documents/public.ts';
import { familiesRepository, familyMembersRepository } from './family/public.ts';
import { extraActivitiesRepository, financingsRepository } from './lists/public.ts';
import { highSchoolResumesRepository, schoolResultsRepository } from './parts/public.ts';
import { personalDataRepository } from './personal-data/public.ts';

/**
 * Who may do what to an object that belongs to a user, one line per action: routes name the action in their
 * `config.access`, services ask `access.require(user, action, id)` when they find the object themselves. Each line
 * says whose the object is with a lookup from the module's public file (an id in, the object with its owner's user id
 * out); the object found is handed to the route (`accessed(request, access)`), so its service does not read it again.
 * This is the one owner check: services check only the object's state. Another user's object answers 404; see
 * lib/access.ts for the rules.
 */
/** The application an object belongs to: the policies ask about conflicts and panel seats by it. */
const itself = (application: { id: number }) => application.id;
const its = (part: { applicationId: number }) => part.applicationId;

export const accessPolicies = {
  // An avatar: its owner and staff (the application view shows the applicant's).
  'user.avatar.read': ownerOrStaff('file', usersRepository.avatarOwner),
  // Staff read every application and its parts, but an evaluator not one they declared a conflict of interest with
  // (it answers them 404); only the applicant writes them.
  'application.read': ownerOrStaff('application', findApplication, itself),
  // Opening the application, and its documents' list: a staff member's read goes to the reads log (modules/reads);
  // the parts the application's screen reads beside it do not (decision 561).
  'application.open': ownerOrStaff('application', openedAs('APPLICATION'), itself),
  'application.documents.read': ownerOrStaff('application', openedAs('DOCUMENTS'), itself),
  // Who on the committee read the application: administrators, and the applicant (decision 561).
  'application.reads.read': ownerOrAdmin('application', findApplication, itself),
  'application.update': ownerOnly('application', findApplication, itself),
  // Only its holder continues a scholarship into a new session.
  'application.renew': ownerOnly('application', findApplication, itself),
  // Only the applicant accepts or declines their place.
  'application.acceptance.answer': ownerOnly('application', findApplication, itself),
  // The interview panel: administrators and the staff members seated on it hold the interview and read its
  // evaluations; only a seated member (an administrator too, when seated) writes their own evaluation.
  'application.panel': panelOrAdmin('application', findApplication, itself),
  'application.panel.member': panelMember('application', findApplication, itself),
  // A conflict of interest: declared by a staff member who has not declared one with the application yet.
  'application.conflict': conflictFree('application', findApplication, itself),
  // The committee's trail of what it did to the application.
  'application.audit.read': staffOnly('application', findApplication, itself),
  // The applicant's rating of the portal: theirs and the administrators'.
  'application.rating.read': ownerOrAdmin('application', findApplication, itself),
  // A beneficiary's year (by the accepted application): read by its holder and administrators, reported by the holder.
  'beneficiary.read': ownerOrAdmin('beneficiary', findApplication, itself),
  'beneficiary.update': ownerOnly('beneficiary', findApplication, itself),
  // The score: staff, and its applicant (who reads it once the session's decisions are published).
  'application.score.read': ownerOrStaff('application', findApplication, itself),
  'schoolResult.read': ownerOrStaff('schoolResult', schoolResultsRepository.findOwned, its),
  'schoolResult.update': ownerOnly('schoolResult', schoolResultsRepository.findOwned, its),
  'highSchoolResume.read': ownerOrStaff('highSchoolResume', highSchoolResumesRepository.findOwned, its),
  'highSchoolResume.update': ownerOnly('highSchoolResume', highSchoolResumesRepository.findOwned, its),
  'document.update': ownerOnly('document', documentsRepository.findOwned, its),
  // A file without a signed link: by its stored name, for its owner and staff.
  'document.file.read': ownerOrStaff('file', documentsRepository.openedFile, its),
  // Its thumbnail, shown in the documents' list: the list's read is the one logged.
  'document.thumbnail.read': ownerOrStaff('file', documentsRepository.findOwnedFile, its),
  'family.read': ownerOrStaff('family', familiesRepository.findOwned, its),
  'family.update': ownerOnly('family', familiesRepository.findOwned, its),
  'familyMember.update': ownerOnly('familyMember', familyMembersRepository.findOwned, its),
  // A user's families: the user themself, or an administrator. The key is the owner: nothing to look up.
  'user.families.read': ownerOrAdmin('user', async (_conn: Conn, id: ObjectKey) => ({ userId: Number(id) })),
  // Everything the portal holds about a person: the person, or an administrator for someone who asks by letter.
  'user.export': ownerOrAdmin('user', personalDataRepository.person),
  'financing.read': ownerOrStaff('financing', financingsRepository.findOwned, its),
  'financing.update': ownerOnly('financing', financingsRepository.findOwned, its),
  'extraActivity.read': ownerOrStaff('extraActivity', extraActivitiesRepository.findOwned, its),
  'extraActivity.update': ownerOnly('extraActivity', extraActivitiesRepository.findOwned, its),
} satisfies Record<string, Policy>;

export type Action = keyof typeof accessPolicies;
/** The object the policy of an action hands on: what its lookup found. */
export type FoundBy<A extends Action> = Found<(typeof accessPolicies)[A]>;

/**
 * The access check over the table. `ties` answers whether a staff member sits on an application's panel or declared
 * a conflict with it: the selection module's queries, handed in by the context's plugin (the selection module builds
 * on modules whose services the context serves, so this table does not import it).
 */
export const createPolicyAccess = (db: Conn, ties: StaffTies) => createAccess(db, accessPolicies, ties);
export type Access = ReturnType<typeof createPolicyAccess>;
