import { isMinorOn } from '@portal/shared/age';
import { canSkip, type Problem, stepProblems, submissionProblems } from '@portal/shared/application-rules';
import type { Application, CompleteStepInput, SubmitInput } from '@portal/shared/applications';
import type { ApplicationStep } from '@portal/shared/enums';
import { skipContradicted } from '@portal/shared/list-step-rules';
import { programmeDay } from '@portal/shared/session-rules';
import type { AppContext } from '../../context.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { usersRepository } from '../accounts/public.ts';
import {
  type ApplicationRow,
  applicationsRepository as applications,
  lockForChange,
  toApplication,
} from '../applications/public.ts';
import { documentsRepository } from '../documents/public.ts';
import { readsRepository } from '../reads/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { buildReceipt } from './submission.mail.ts';
import { submissionRepository } from './submission.repository.ts';

/**
 * The consent stated with this submission by an applicant under 18 that day, timed by the server; an adult's
 * submission keeps no guardian, whatever an earlier submission or the request held.
 */
function guardianOfSubmission(birthDate: string | null | undefined, input: SubmitInput, now: Date) {
  if (!isMinorOn(birthDate, programmeDay(now)))
    return { guardianName: null, guardianRelation: null, guardianConsentAt: null };
  return { guardianName: input.guardianName, guardianRelation: input.guardianRelation, guardianConsentAt: now };
}

const incomplete = (problems: Problem[]) =>
  new AppError('APPLICATION_INCOMPLETE', {
    fieldErrors: problems.map(({ field, key, params }) => ({ field, key, params })),
  });

/**
 * What the applicant does with the whole application: marks a step completed (or skipped) once nothing in it is
 * missing, submits it with the declaration and, under 18, a parent's or guardian's consent (the server checks every
 * part again), or cancels it. Only while it may
 * change; who may is the access policy's decision, which hands over the application it found.
 */
export function createSubmissionService({
  db,
  outbox,
  config,
  documentFiles: documentStore,
}: Pick<AppContext, 'db' | 'outbox' | 'config' | 'documentFiles'>) {
  return {
    /** Marks a step completed once nothing in it is missing, or skipped where skipping is allowed. */
    async completeStep(
      application: Pick<ApplicationRow, 'id'>,
      step: ApplicationStep,
      input: CompleteStepInput,
    ): Promise<Application> {
      return db.transaction(async (tx) => {
        const row = await lockForChange(tx, application.id);
        if (step === 'DECLARATION') throw invalidField('step', 'applications.declarationByWay');
        const content = () => submissionRepository.contentOf(tx, row);
        if (input?.skipped) {
          if (!canSkip(step)) throw invalidField('step', 'applications.cannotSkip');
          if (skipContradicted(step, await content())) throw invalidField('step', 'applications.skipWithEntries');
          return toApplication(await applications.update(tx, row.id, { steps: { ...row.steps, [step]: 'SKIPPED' } }));
        }
        const problems = stepProblems(step, await content());
        if (problems.length) throw incomplete(problems);
        return toApplication(await applications.update(tx, row.id, { steps: { ...row.steps, [step]: 'COMPLETED' } }));
      });
    },

    async submit(application: Pick<ApplicationRow, 'id'>, input: SubmitInput): Promise<Application> {
      const submitted = await db.transaction(async (tx) => {
        const row = await lockForChange(tx, application.id);
        const now = new Date();
        const content = await submissionRepository.contentOf(tx, row);
        const problems = submissionProblems(content, input, programmeDay(now));
        if (problems.length) throw incomplete(problems);
        const profile = row.userId === null ? undefined : await usersRepository.student(tx, row.userId);
        // A re-submission after a rejection that allowed it goes back to the committee as a new request.
        const updated = await applications.update(tx, row.id, {
          submitted: true,
          submittedAt: now,
          declaration: true,
          ...guardianOfSubmission(content.profile?.birthDate, input, now),
          steps: { ...row.steps, DECLARATION: 'COMPLETED' },
          status: 'PENDING',
          resubmissionAllowed: false,
          rejectionReason: null,
          selfHandicap: profile?.hasDisability ?? false,
        });
        // The receipt, written with the submission it tells.
        const person = row.userId === null ? undefined : await usersRepository.find(tx, row.userId);
        const session = await sessionsRepository.find(tx, row.sessionId);
        if (person && session)
          await outbox.enqueue(
            tx,
            buildReceipt({ person, session, application: updated, publicUrl: config.publicUrl }),
          );
        return updated;
      });
      void outbox.deliver();
      return toApplication(submitted);
    },

    /** Cancels the application for good, while it may still change (a submitted one included). */
    async remove(application: Pick<ApplicationRow, 'id'>): Promise<void> {
      // Its documents' rows and its reads log go with it; its files once it is gone.
      const documentFiles = await db.transaction(async (tx) => {
        await lockForChange(tx, application.id, { cancelling: true });
        const files = await documentsRepository.filenamesOfApplication(tx, application.id);
        await readsRepository.removeOfApplication(tx, application.id);
        await applications.remove(tx, application.id);
        return files;
      });
      await Promise.all(documentFiles.map((filename) => documentStore.remove(filename)));
    },
  };
}
