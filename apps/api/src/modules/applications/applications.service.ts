import type { Acceptance } from '@portal/shared/acceptance';
import { emptySteps } from '@portal/shared/application-rules';
import type { Applicant, Application, ApplicationRead } from '@portal/shared/applications';
import type { SessionStatus } from '@portal/shared/enums';
import type { Locale } from '@portal/shared/locales';
import { isOngoing } from '@portal/shared/sessions';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { isStaff } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { ConfirmSignIn } from '../../lib/sign-in-state.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { avatarUrl, type PersonEraser, usersRepository } from '../accounts/public.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import { toApplication } from './applications.dto.ts';
import { type ApplicationRow, applicationsRepository as applications } from './applications.repository.ts';
import { asApplicantSeesIt } from './decision-publication.ts';
import { interviewOf } from './interview-read.ts';

const alreadyApplied = () => new AppError('CONFLICT', { key: 'applications.alreadyApplied' });

/**
 * Applications of students to sessions: one per student and session, created while the session is open, read by its
 * owner and staff (the access policy decides who reads which). What the applicant then fills in is the parts'
 * (modules parts, lists, family, documents, ratings); marking steps and submitting is the submission's.
 */
/** The places of approved applications after publication, looked up by the module that keeps them (acceptance). */
export type AcceptanceLookup = { of(conn: Conn, ids: number[]): Promise<Map<number, Acceptance>> };

/** Who applied, for the committee: null once the account is deleted (the application stays for the figures). */
async function applicantOf(conn: Conn, userId: number | null): Promise<Applicant | null> {
  const account = userId === null ? undefined : await usersRepository.account(conn, userId);
  if (!account) return null;
  const { user, student } = account;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: student?.mobileNumber ?? null,
    avatar: avatarUrl(user.avatar),
  };
}

export function createApplicationsService({
  db,
  acceptances,
}: Pick<AppContext, 'db'> & { acceptances?: AcceptanceLookup }) {
  /**
   * The answer to the reader: the truth for staff, with who applied and the ranking's place; the published
   * part of it for the applicant. `known` is the application's session when the caller has read it already.
   */
  async function answer(
    conn: Conn,
    user: CurrentUser,
    row: ApplicationRow,
    locale: Locale,
    known?: { id: number; status: SessionStatus },
  ): Promise<ApplicationRead> {
    const application = toApplication(row, locale);
    // A place exists only once the session is closed, when the decisions are published: both readers see it. A
    // session known to be open or suspended has none to look up (CLOSED is final, and places are offered only then).
    const placeless = known?.id === row.sessionId && known.status !== 'CLOSED';
    const acceptance = placeless ? null : ((await acceptances?.of(conn, [row.id]))?.get(row.id) ?? null);
    const interview = await interviewOf(conn, row);
    if (isStaff(user.role)) {
      const applicant = await applicantOf(conn, row.userId);
      return {
        ...application,
        acceptance,
        applicant,
        rank: row.rank,
        rankingMark: row.rankingMark,
        preselected: row.preselected,
        interview,
        panelScore: row.panelScore,
        correctedPanelScore: row.correctedPanelScore,
        finalScore: row.finalScore,
        finalRank: row.finalRank,
        panelSpread: row.panelSpread,
      };
    }
    const session = known?.id === row.sessionId ? known : await sessions.find(conn, row.sessionId);
    if (!session) throw notFound('session');
    return { ...asApplicantSeesIt(application, session.status), acceptance, preselected: row.preselected, interview };
  }

  return {
    async create(user: CurrentUser, sessionId: number): Promise<Application> {
      try {
        return await db.transaction(async (tx) => {
          const session = await sessions.find(tx, sessionId, { lock: true });
          if (!session) throw notFound('session');
          const current = await sessions.findCurrent(tx);
          if (current?.id !== session.id || !isOngoing(session))
            throw new AppError('APPLICATION_LOCKED', { key: 'applications.sessionNotOngoing' });
          if (await applications.findOfUserInSession(tx, user.id, sessionId)) throw alreadyApplied();
          const profile = await usersRepository.student(tx, user.id);
          const row = await applications.insert(tx, {
            sessionId,
            userId: user.id,
            steps: emptySteps(),
            selfHandicap: profile?.hasDisability ?? false,
          });
          return toApplication(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'applications_session_user_key')) throw alreadyApplied();
        throw error;
      }
    },

    /** One application, as the access policy found it for this reader. */
    get: (user: CurrentUser, application: ApplicationRow, locale?: Locale) =>
      answer(db, user, application, locale ?? 'en'),

    async mine(user: CurrentUser, locale?: Locale): Promise<ApplicationRead[]> {
      const rows = await applications.listOfUser(db, user.id);
      return Promise.all(rows.map((row) => answer(db, user, row, locale ?? 'en')));
    },

    /** The reader's application to the current session, read with their sign-in state, which `confirm` judges first. */
    async current(userId: number, confirm: ConfirmSignIn, locale?: Locale): Promise<ApplicationRead | null> {
      const found = await applications.findOfUserInCurrentSession(db, userId);
      const reader = confirm(found?.signIn);
      if (!found?.application || !found.session) return null;
      return answer(db, reader, found.application, locale ?? 'en', found.session);
    },

    /** A person's account goes (accounts' eraser): their applications stay for the statistics, without what they wrote. */
    forgetPerson: (async (tx, person) => {
      await applications.forgetPerson(tx, person.id, person.hasDisability);
      return undefined;
    }) satisfies PersonEraser,
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
