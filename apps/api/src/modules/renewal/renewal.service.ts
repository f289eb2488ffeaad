import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import { emptySteps } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import type { RenewableApplication } from '@portal/shared/renewal';
import { canBeRenewed, meetsRenewalConditions, renewalType } from '@portal/shared/renewal-rules';
import { isOngoing } from '@portal/shared/sessions';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { usersRepository } from '../accounts/public.ts';
import { type ApplicationRow, applicationsRepository as applications, toApplication } from '../applications/public.ts';
import { familiesRepository } from '../family/public.ts';
import { highSchoolResumesRepository, schoolResultsRepository } from '../parts/public.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/public.ts';
import { renewalRepository as renewals } from './renewal.repository.ts';

/** The places of applications, looked up by the module that keeps them (acceptance, handed in by the registry). */
type PlaceLookup = { of(conn: Conn, ids: number[]): Promise<Map<number, { state: AcceptanceState }>> };

const alreadyApplied = () => new AppError('CONFLICT', { key: 'applications.alreadyApplied' });

/**
 * What renewing this application would make, or null when it cannot be renewed (not approved, its place not
 * accepted, no year left).
 */
async function assess(conn: Conn, row: ApplicationRow, acceptances?: PlaceLookup) {
  const place = (await acceptances?.of(conn, [row.id]))?.get(row.id)?.state ?? null;
  if (!canBeRenewed(row, place)) return null;
  const type = renewalType(await renewals.fundedYears(conn, row));
  if (!type) return null;
  // The results of the year the holder was funded for, as the renewed application holds them (decision 207).
  const result = await schoolResultsRepository.findOfApplication(conn, row.id);
  return { renewalType: type, meetsConditions: meetsRenewalConditions(result ?? null) };
}

/** Why an application cannot be renewed, in the words of the renewal's messages. */
async function refusal(conn: Conn, row: ApplicationRow): Promise<string> {
  if (row.status !== 'APPROVED') return 'renewal.notApproved';
  return canBeRenewed(row) && renewalType(await renewals.fundedYears(conn, row)) !== null
    ? 'renewal.placeNotAccepted'
    : 'renewal.noFundedYearLeft';
}

/** The details a renewal starts from: last year's plan is where the holder now studies (decision 207). */
function prefilledDetails(from: ApplicationRow) {
  return {
    universityStudent: true,
    desiredUniversity: from.desiredUniversity,
    desiredFaculty: from.desiredFaculty,
    desiredOption: from.desiredOption,
    schoolLevelId: from.schoolLevelId,
    nextYearTown: from.nextYearTown,
    nextYearWish: from.nextYearWish,
    currentUniversity: from.desiredUniversity ?? from.currentUniversity,
    currentFaculty: from.desiredFaculty ?? from.currentFaculty,
  };
}

/**
 * Renewing a scholarship: a holder whose application of the previous session was approved continues it into the
 * current session, as `OLD` or, in the last funded year, `OLD_ENDING`, starting from what they declared last year.
 */
export function createRenewalService({ db, acceptances }: Pick<AppContext, 'db'> & { acceptances?: PlaceLookup }) {
  /** The current session and the one that started last before it, when there is a current session. */
  async function sessionsAround(conn: Conn): Promise<{ current?: SessionRow; previous?: { id: number } }> {
    const current = await sessions.findCurrent(conn);
    if (!current) return {};
    return { current, previous: await sessions.findBefore(conn, current) };
  }

  return {
    /** The caller's approved application of the previous session, if it may be renewed into the current one. */
    async renewable(user: CurrentUser): Promise<RenewableApplication[]> {
      const { current, previous } = await sessionsAround(db);
      if (!current || !previous) return [];
      // A renewal is an application to the current session: one is enough.
      if (await applications.findOfUserInSession(db, user.id, current.id)) return [];
      const row = await applications.findOfUserInSession(db, user.id, previous.id);
      const renewal = row && (await assess(db, row, acceptances));
      if (!row || !renewal) return [];
      const session = await sessions.find(db, row.sessionId);
      return [{ ...toApplication(row), sessionName: session?.name ?? '', ...renewal }];
    },

    /**
     * Creates the renewal in the current session, prefilled, every step open for the holder to review. The access
     * policy lets only the holder renew; the application it found is read again, locked, for its state.
     */
    async renew(user: CurrentUser, found: Pick<ApplicationRow, 'id'>): Promise<Application> {
      try {
        return await db.transaction(async (tx) => {
          const { current, previous } = await sessionsAround(tx);
          if (!current || !isOngoing(current))
            throw new AppError('APPLICATION_LOCKED', { key: 'applications.sessionNotOngoing' });
          const from = await applications.find(tx, found.id, { lock: true });
          if (!from) throw notFound('application');
          if (from.sessionId !== previous?.id) throw new AppError('CONFLICT', { key: 'renewal.notPreviousSession' });
          const renewal = await assess(tx, from, acceptances);
          if (!renewal) throw new AppError('CONFLICT', { key: await refusal(tx, from) });
          if (await applications.findOfUserInSession(tx, user.id, current.id)) throw alreadyApplied();
          const profile = await usersRepository.student(tx, user.id);
          const row = await applications.insert(tx, {
            sessionId: current.id,
            userId: user.id,
            type: renewal.renewalType,
            renewedFromId: from.id,
            meetsRenewalConditions: renewal.meetsConditions,
            steps: emptySteps(),
            selfHandicap: profile?.hasDisability ?? false,
            ...prefilledDetails(from),
          });
          await highSchoolResumesRepository.copyToApplication(tx, from.id, row.id);
          await familiesRepository.copyToApplication(tx, from.id, row.id);
          return toApplication(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'applications_session_user_key')) throw alreadyApplied();
        throw error;
      }
    },
  };
}
export type RenewalService = ReturnType<typeof createRenewalService>;
