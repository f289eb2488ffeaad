import type { ApplicantProfile, ApplicantProfileBody } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import { usersRepository } from '../accounts/public.ts';
import { type ApplicationRow, lockForChange } from '../applications/public.ts';
import { applicantProfileOf } from './parts.dto.ts';

/**
 * What the application asks of its applicant's student profile (what the eligibility rule reads: birth date, town,
 * district), read and written through the application: its owner and administrators read it, its owner changes it
 * while the application may change (the access policy says who). The values live in the student profile, so the
 * account settings show the same.
 */
export function createApplicantProfileService({ db }: Pick<AppContext, 'db'>) {
  return {
    async get(application: ApplicationRow): Promise<ApplicantProfile> {
      const { userId } = application;
      return applicantProfileOf(userId === null ? null : await usersRepository.student(db, userId));
    },

    /** Into the profile of the application's applicant, who is the caller (the policy lets only them write). */
    async update(application: ApplicationRow, input: ApplicantProfileBody): Promise<ApplicantProfile> {
      // PUT replaces these fields: one left out is emptied, like the account settings' own PUT.
      const values = applicantProfileOf(input);
      return db.transaction(async (tx) => {
        const { userId } = await lockForChange(tx, application.id);
        await usersRepository.patchStudent(tx, userId!, values);
        return applicantProfileOf(await usersRepository.student(tx, userId!));
      });
    },
  };
}
export type ApplicantProfileService = ReturnType<typeof createApplicantProfileService>;
