import type { Family, FamilyInput, FamilyMember, FamilyMemberInput, FamilyUpdate } from '@portal/shared/family';
import { familyFieldNames, familyLimits } from '@portal/shared/family';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  type ApplicationRow,
  applicationsRepository,
  lockForChange,
  removeFound,
  saveVersioned,
} from '../applications/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { toFamily, toFamilyMember } from './family.dto.ts';
import {
  type FamilyRow,
  familiesRepository as families,
  familyMembersRepository as members,
  type OwnedMember,
} from './family.repository.ts';

const memberFieldNames = [
  'relationship',
  'residence',
  'maritalStatus',
  'schoolLevel',
  'mainIncomeType',
  'otherIncomeType',
  'birthYear',
  'mainActivity',
  'annualSalary',
  'otherIncome',
  'employer',
  'hasHandicap',
] as const satisfies readonly (keyof FamilyMemberInput)[];

/** The values to store: a blank text is no answer; `replace` empties every field the body leaves out (PUT). */
function valuesOf<T extends object, K extends keyof T>(input: T, fields: readonly K[], replace: boolean) {
  const values: { [P in K]?: Exclude<T[P], undefined> | null } = {};
  for (const field of fields) {
    const value = input[field];
    if (value === undefined && !replace) continue;
    values[field] = value === undefined || value === '' ? null : (value as Exclude<T[K], undefined>);
  }
  return values;
}

const MEMBERS_MAX = familyLimits.membersInTown;

/**
 * The family step: one family per application and its members. Who may (its owner or a staff member reads, the
 * owner writes) is the access policy's decision, which hands over the family, the member or the application it found;
 * every write waits for the application's lock and is refused while the application may not change or when made on
 * a stale copy.
 */
type FamilyKeys = Pick<FamilyRow, 'id' | 'applicationId'>;

export function createFamilyService({ db }: Pick<AppContext, 'db'>) {
  async function saveFamily(family: FamilyKeys, input: FamilyUpdate, replace: boolean): Promise<Family> {
    return db.transaction(async (tx) => {
      await lockForChange(tx, family.applicationId);
      const values = valuesOf(input, familyFieldNames, replace);
      return toFamily(await saveVersioned(tx, families, 'family', { id: family.id, values, version: input.version }));
    });
  }

  return {
    async create(application: Pick<ApplicationRow, 'id'>, input: FamilyInput): Promise<Family> {
      try {
        return await db.transaction(async (tx) => {
          await lockForChange(tx, application.id);
          if (await families.findOfApplication(tx, application.id))
            throw new AppError('CONFLICT', { key: 'applications.partExists' });
          const values = valuesOf(input, familyFieldNames, true);
          return toFamily(await families.insert(tx, { ...values, applicationId: application.id }));
        });
      } catch (error) {
        if (isUniqueViolation(error, 'families_application_key'))
          throw new AppError('CONFLICT', { key: 'applications.partExists' });
        throw error;
      }
    },

    get: (family: FamilyRow): Family => toFamily(family),

    update: (family: FamilyKeys, input: FamilyUpdate) => saveFamily(family, input, true),
    patch: (family: FamilyKeys, input: FamilyUpdate) => saveFamily(family, input, false),

    async remove(family: FamilyKeys): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForChange(tx, family.applicationId);
        await removeFound(tx, families, 'family', family.id);
      });
    },

    async ofApplication(application: Pick<ApplicationRow, 'id'>): Promise<Family | null> {
      const row = await families.findOfApplication(db, application.id);
      return row ? toFamily(row) : null;
    },

    /** The family of the caller's application to the current session; null without a session, application or family. */
    async current(user: CurrentUser): Promise<Family | null> {
      const session = await sessionsRepository.findCurrent(db);
      if (!session) return null;
      const application = await applicationsRepository.findOfUserInSession(db, user.id, session.id);
      const row = application && (await families.findOfApplication(db, application.id));
      return row ? toFamily(row) : null;
    },

    /** A user's families, newest first (the access policy lets only the user and administrators ask). */
    async ofUser(user: { userId: number | null }): Promise<Family[]> {
      return user.userId === null ? [] : (await families.listOfUser(db, user.userId)).map(toFamily);
    },

    async members(family: FamilyKeys): Promise<FamilyMember[]> {
      return (await members.listOfFamily(db, family.id)).map(toFamilyMember);
    },

    async addMember(family: FamilyKeys, input: FamilyMemberInput): Promise<FamilyMember> {
      return db.transaction(async (tx) => {
        await lockForChange(tx, family.applicationId);
        // As many as a family may declare in town: a bound on what one application can store.
        if ((await members.countOfFamily(tx, family.id)) >= MEMBERS_MAX)
          throw new AppError('CONFLICT', { key: 'family.membersLimit', params: { max: MEMBERS_MAX } });
        const values = valuesOf(input, memberFieldNames, true);
        // A family deleted since the policy found it is not found (its key refuses the member).
        const added = await members.insert(tx, { ...values, familyId: family.id }).catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? notFound('family') : error;
        });
        return toFamilyMember(added);
      });
    },

    /** PUT: the member's answers as the form holds them, an absent one emptied. */
    async updateMember(member: OwnedMember, input: FamilyMemberInput): Promise<FamilyMember> {
      return db.transaction(async (tx) => {
        await lockForChange(tx, member.applicationId);
        const values = valuesOf(input, memberFieldNames, true);
        const change = { id: member.id, values, version: input.version };
        return toFamilyMember(await saveVersioned(tx, members, 'familyMember', change));
      });
    },

    async removeMember(member: OwnedMember): Promise<void> {
      await db.transaction(async (tx) => {
        await lockForChange(tx, member.applicationId);
        await removeFound(tx, members, 'familyMember', member.id);
      });
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
