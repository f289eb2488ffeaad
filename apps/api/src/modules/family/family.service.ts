import type { Family, FamilyInput, FamilyMember, FamilyMemberInput, FamilyUpdate } from '@portal/shared/family';
import { familyFieldNames, familyLimits } from '@portal/shared/family';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { applicationsRepository } from '../applications/applications.repository.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import { sessionsRepository } from '../sessions/sessions.repository.ts';
import { toFamily, toFamilyMember } from './family.dto.ts';
import {
  type FamilyRow,
  familiesRepository as families,
  familyMembersRepository as members,
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

const stale = () => new AppError('STALE_WRITE');
const MEMBERS_MAX = familyLimits.membersInTown;

/**
 * The family step: one family per application and its members, with the rules of the application they belong to
 * (its owner or an administrator reads; the owner writes while the application may change; a stale copy is
 * refused). Another student's family or member is not found.
 */
export function createFamilyService({
  db,
  applications,
}: Pick<AppContext, 'db'> & { applications: ApplicationsService }) {
  async function readableFamily(conn: Conn, user: CurrentUser, id: number): Promise<FamilyRow> {
    const row = await families.find(conn, id);
    if (!row) throw notFound('family');
    try {
      await applications.readable(conn, user, row.applicationId);
    } catch {
      throw notFound('family');
    }
    return row;
  }

  /** The family once its application is locked for the write (every write of the step waits for that lock). */
  async function writableFamily(tx: Tx, user: CurrentUser, id: number): Promise<FamilyRow> {
    const { applicationId } = await readableFamily(tx, user, id);
    await applications.writable(tx, user, applicationId);
    const row = await families.find(tx, id, { lock: true });
    if (!row) throw notFound('family');
    return row;
  }

  async function writableMember(tx: Tx, user: CurrentUser, id: number, version?: number) {
    const found = await members.find(tx, id);
    if (!found) throw notFound('familyMember');
    try {
      await writableFamily(tx, user, found.familyId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('familyMember');
      throw error;
    }
    const row = await members.find(tx, id, { lock: true });
    if (!row) throw notFound('familyMember');
    if (version !== undefined && version !== row.version) throw stale();
    return row;
  }

  async function saveFamily(user: CurrentUser, id: number, input: FamilyUpdate, replace: boolean): Promise<Family> {
    return db.transaction(async (tx) => {
      const row = await writableFamily(tx, user, id);
      if (input.version !== undefined && input.version !== row.version) throw stale();
      return toFamily(await families.update(tx, id, valuesOf(input, familyFieldNames, replace)));
    });
  }

  return {
    async create(user: CurrentUser, input: FamilyInput): Promise<Family> {
      const { applicationId } = input;
      try {
        return await db.transaction(async (tx) => {
          await applications.writable(tx, user, applicationId);
          if (await families.findOfApplication(tx, applicationId))
            throw new AppError('CONFLICT', { key: 'applications.partExists' });
          const values = valuesOf(input, familyFieldNames, true);
          return toFamily(await families.insert(tx, { ...values, applicationId }));
        });
      } catch (error) {
        if (isUniqueViolation(error, 'families_application_key'))
          throw new AppError('CONFLICT', { key: 'applications.partExists' });
        throw error;
      }
    },

    async get(user: CurrentUser, id: number): Promise<Family> {
      return toFamily(await readableFamily(db, user, id));
    },

    replace: (user: CurrentUser, id: number, input: FamilyUpdate) => saveFamily(user, id, input, true),
    patch: (user: CurrentUser, id: number, input: FamilyUpdate) => saveFamily(user, id, input, false),

    async remove(user: CurrentUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await writableFamily(tx, user, id);
        await families.remove(tx, id);
      });
    },

    async ofApplication(user: CurrentUser, applicationId: number): Promise<Family | null> {
      await applications.readable(db, user, applicationId);
      const row = await families.findOfApplication(db, applicationId);
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
    async ofUser(userId: number): Promise<Family[]> {
      return (await families.listOfUser(db, userId)).map(toFamily);
    },

    async members(user: CurrentUser, familyId: number): Promise<FamilyMember[]> {
      await readableFamily(db, user, familyId);
      return (await members.listOfFamily(db, familyId)).map(toFamilyMember);
    },

    async addMember(user: CurrentUser, familyId: number, input: FamilyMemberInput): Promise<FamilyMember> {
      return db.transaction(async (tx) => {
        await writableFamily(tx, user, familyId);
        // As many as a family may declare in town: a bound on what one application can store.
        if ((await members.countOfFamily(tx, familyId)) >= MEMBERS_MAX)
          throw new AppError('CONFLICT', { key: 'family.membersLimit', params: { max: MEMBERS_MAX } });
        const values = valuesOf(input, memberFieldNames, true);
        return toFamilyMember(await members.insert(tx, { ...values, familyId }));
      });
    },

    /** PUT: the member's answers as the form holds them, an absent one emptied. */
    async updateMember(user: CurrentUser, id: number, input: FamilyMemberInput): Promise<FamilyMember> {
      return db.transaction(async (tx) => {
        await writableMember(tx, user, id, input.version);
        return toFamilyMember(await members.update(tx, id, valuesOf(input, memberFieldNames, true)));
      });
    },

    async removeMember(user: CurrentUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await writableMember(tx, user, id);
        await members.remove(tx, id);
      });
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
