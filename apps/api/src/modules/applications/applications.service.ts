import {
  type ApplicationContent,
  canSkip,
  emptySteps,
  lockReason,
  type Problem,
  stepProblems,
  submissionProblems,
} from '@portal/shared/application-rules';
import type {
  Application,
  CompleteStepInput,
  MotivationInput,
  SubmitInput,
  UpdateApplicationInput,
} from '@portal/shared/applications';
import type { DocumentTypeRule } from '@portal/shared/document-rules';
import type { ApplicationStep } from '@portal/shared/enums';
import { skipContradicted } from '@portal/shared/list-step-rules';
import type { Locale } from '@portal/shared/locales';
import { isOngoing } from '@portal/shared/sessions';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Conn, Tx } from '../../db/client.ts';
import { documentTypes, schoolLevels } from '../../db/schema/index.ts';
import { AppError, forbidden, invalidField, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { usersRepository } from '../accounts/users.repository.ts';
import { documentsRepository } from '../documents/documents.repository.ts';
import { toFamilyContent } from '../family/family.dto.ts';
import { familiesRepository, familyMembersRepository } from '../family/family.repository.ts';
import { referenceRepository } from '../reference/reference.repository.ts';
import { type SessionRow, sessionsRepository as sessions } from '../sessions/sessions.repository.ts';
import { extraActivitiesRepository, financingsRepository } from './application-lists.repository.ts';
import { applicantProfileOf, toApplication } from './applications.dto.ts';
import { buildReceipt } from './applications.mail.ts';
import {
  type ApplicationRow,
  applicationsRepository as applications,
  highSchoolResumesRepository,
  schoolResultsRepository,
} from './applications.repository.ts';
import { asApplicantSeesIt, decisionPublished } from './decision-publication.ts';
import { ratingsRepository } from './ratings.repository.ts';

const levels = referenceRepository(schoolLevels, []);
const documentTypeList = referenceRepository(documentTypes, [asc(documentTypes.id)]);

const stale = () => new AppError('STALE_WRITE');
const incomplete = (problems: Problem[]) =>
  new AppError('APPLICATION_INCOMPLETE', {
    fieldErrors: problems.map(({ field, key, params }) => ({ field, key, params })),
  });

/**
 * Why the applicant may not change the application, as a catalog key; null when they may. Before publication the
 * refusal does not tell a decided application from one that waits for the committee.
 */
function lockedKey(row: ApplicationRow, session: SessionRow): string | null {
  const reason = lockReason(row, isOngoing(session));
  if (!reason) return null;
  const decided = reason === 'APPROVED' || reason === 'PROCESSED';
  return `applications.locked.${decided && !decisionPublished(row, session.status) ? 'SUBMITTED' : reason}`;
}

/**
 * Applications of students to sessions: one per student and session, changed by its owner while the session is open
 * and until it is submitted or decided, with every step's state and the list of what is missing at submission.
 */
export function createApplicationsService({
  db,
  mailQueue,
  config,
  documentFiles: documentStore,
}: Pick<AppContext, 'db' | 'mailQueue' | 'config' | 'documentFiles'>) {
  /** The application if the user may read it: its owner or an administrator; anyone else learns nothing (404). */
  async function readable(conn: Conn, user: CurrentUser, id: number, lock = false): Promise<ApplicationRow> {
    const row = await applications.find(conn, id, { lock });
    if (!row || (user.role !== 'ADMIN' && row.userId !== user.id)) throw notFound('application');
    return row;
  }

  async function sessionOf(conn: Conn, row: ApplicationRow): Promise<SessionRow> {
    const session = await sessions.find(conn, row.sessionId);
    if (!session) throw notFound('session');
    return session;
  }

  /** The owner's application, locked for the write, if it may still change; a stale copy is refused. */
  async function writable(tx: Tx, user: CurrentUser, id: number, version?: number): Promise<ApplicationRow> {
    const row = await readable(tx, user, id, true);
    // An administrator reads every application but writes none: the applicant owns what they declare.
    if (row.userId !== user.id) throw forbidden();
    const locked = lockedKey(row, await sessionOf(tx, row));
    if (locked) throw new AppError('APPLICATION_LOCKED', { key: locked });
    if (version !== undefined && version !== row.version) throw stale();
    return row;
  }

  /** The answer to the reader: the truth for an administrator, the published part of it for the applicant. */
  async function answer(conn: Conn, user: CurrentUser, row: ApplicationRow, locale: Locale): Promise<Application> {
    const application = toApplication(row, locale);
    if (user.role === 'ADMIN') return application;
    return asApplicantSeesIt(application, (await sessionOf(conn, row)).status);
  }

  async function content(conn: Conn, row: ApplicationRow): Promise<ApplicationContent> {
    const [
      profile,
      schoolResult,
      highSchoolResume,
      types,
      uploadedTypeIds,
      family,
      financings,
      extraActivities,
      rating,
    ] = await Promise.all([
      row.userId === null ? undefined : usersRepository.student(conn, row.userId),
      schoolResultsRepository.findOfApplication(conn, row.id),
      highSchoolResumesRepository.findOfApplication(conn, row.id),
      documentTypeList.list(conn) as Promise<DocumentTypeRule[]>,
      documentsRepository.typeIdsOfApplication(conn, row.id),
      familiesRepository.findOfApplication(conn, row.id),
      financingsRepository.listOfApplication(conn, row.id),
      extraActivitiesRepository.listOfApplication(conn, row.id),
      ratingsRepository.findOfApplication(conn, row.id),
    ]);
    const members = family ? await familyMembersRepository.listOfFamily(conn, family.id) : [];
    return {
      application: row,
      profile: profile ? applicantProfileOf(profile) : null,
      schoolResult: schoolResult ?? null,
      highSchoolResume: highSchoolResume ?? null,
      documents: { applicationType: row.type, types, uploadedTypeIds },
      family: family ? toFamilyContent(family, members) : null,
      financings,
      extraActivities,
      rating: rating ?? null,
    };
  }

  async function checkSchoolLevel(conn: Conn, id: number | null | undefined): Promise<void> {
    if (id != null && !(await levels.find(conn, id)))
      throw invalidField('schoolLevelId', 'validation.unknownReference');
  }

  return {
    /** Checks shared by the parts of an application (school result, high-school resume). */
    readable,
    writable,

    async create(user: CurrentUser, sessionId: number): Promise<Application> {
      try {
        return await db.transaction(async (tx) => {
          const session = await sessions.find(tx, sessionId, { lock: true });
          if (!session) throw notFound('session');
          const current = await sessions.findCurrent(tx);
          if (current?.id !== session.id || !isOngoing(session))
            throw new AppError('APPLICATION_LOCKED', { key: 'applications.sessionNotOngoing' });
          if (await applications.findOfUserInSession(tx, user.id, sessionId))
            throw new AppError('CONFLICT', { key: 'applications.alreadyApplied' });
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
        if (isUniqueViolation(error, 'applications_session_user_key'))
          throw new AppError('CONFLICT', { key: 'applications.alreadyApplied' });
        throw error;
      }
    },

    async get(user: CurrentUser, id: number, locale?: Locale): Promise<Application> {
      return answer(db, user, await readable(db, user, id), locale ?? 'en');
    },

    async mine(user: CurrentUser, locale?: Locale): Promise<Application[]> {
      const rows = await applications.listOfUser(db, user.id);
      return Promise.all(rows.map((row) => answer(db, user, row, locale ?? 'en')));
    },

    async current(user: CurrentUser, locale?: Locale): Promise<Application | null> {
      const session = await sessions.findCurrent(db);
      if (!session) return null;
      const row = await applications.findOfUserInSession(db, user.id, session.id);
      return row ? answer(db, user, row, locale ?? 'en') : null;
    },

    async update(user: CurrentUser, id: number, input: UpdateApplicationInput): Promise<Application> {
      const { version, ...values } = input;
      return db.transaction(async (tx) => {
        await writable(tx, user, id, version);
        await checkSchoolLevel(tx, values.schoolLevelId);
        return toApplication(await applications.update(tx, id, values));
      });
    },

    async motivation(user: CurrentUser, id: number, input: MotivationInput): Promise<Application> {
      return db.transaction(async (tx) => {
        await writable(tx, user, id, input.version);
        return toApplication(await applications.update(tx, id, { motivation: input.motivation?.trim() || null }));
      });
    },

    /** Marks a step completed once nothing in it is missing, or skipped where skipping is allowed. */
    async completeStep(
      user: CurrentUser,
      id: number,
      step: ApplicationStep,
      input: CompleteStepInput,
    ): Promise<Application> {
      return db.transaction(async (tx) => {
        const row = await writable(tx, user, id);
        if (step === 'DECLARATION') throw invalidField('step', 'applications.declarationByWay');
        if (input?.skipped) {
          if (!canSkip(step)) throw invalidField('step', 'applications.cannotSkip');
          if (skipContradicted(step, await content(tx, row)))
            throw invalidField('step', 'applications.skipWithEntries');
          return toApplication(await applications.update(tx, id, { steps: { ...row.steps, [step]: 'SKIPPED' } }));
        }
        const problems = stepProblems(step, await content(tx, row));
        if (problems.length) throw incomplete(problems);
        return toApplication(await applications.update(tx, id, { steps: { ...row.steps, [step]: 'COMPLETED' } }));
      });
    },

    async submit(user: CurrentUser, id: number, input: SubmitInput): Promise<Application> {
      const submitted = await db.transaction(async (tx) => {
        const row = await writable(tx, user, id);
        const problems = submissionProblems(await content(tx, row), input.declaration === true);
        if (problems.length) throw incomplete(problems);
        const profile = await usersRepository.student(tx, user.id);
        // A re-submission after a rejection that allowed it goes back to the committee as a new request.
        return applications.update(tx, id, {
          submitted: true,
          submittedAt: new Date(),
          declaration: true,
          steps: { ...row.steps, DECLARATION: 'COMPLETED' },
          status: 'PENDING',
          resubmissionAllowed: false,
          rejectionReason: null,
          selfHandicap: profile?.hasDisability ?? false,
        });
      });
      mailQueue.defer('application receipt', async () => {
        const [person, session] = await Promise.all([usersRepository.find(db, user.id), sessionOf(db, submitted)]);
        if (!person) return [];
        return [buildReceipt({ person, session, application: submitted, publicUrl: config.publicUrl })];
      });
      return toApplication(submitted);
    },

    /** Cancels the caller's application for good, while it may still change (a submitted one included). */
    async remove(user: CurrentUser, id: number): Promise<void> {
      // Its documents' rows go with it; their files once it is gone.
      const documentFiles = await db.transaction(async (tx) => {
        const row = await readable(tx, user, id, true);
        if (row.userId !== user.id) throw forbidden();
        const locked = lockedKey({ ...row, submitted: false }, await sessionOf(tx, row));
        if (locked) throw new AppError('APPLICATION_LOCKED', { key: locked });
        const files = await documentsRepository.filenamesOfApplication(tx, id);
        await applications.remove(tx, id);
        return files;
      });
      await Promise.all(documentFiles.map((filename) => documentStore.remove(filename)));
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
