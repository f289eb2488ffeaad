import type { ApplicantProfile, ApplicantProfileBody } from '@portal/shared/accounts';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { usersRepository } from '../accounts/users.repository.ts';
import { applicantProfileOf } from './applications.dto.ts';
import type { ApplicationsService } from './applications.service.ts';

/**
 * What the application asks of its applicant's student profile (what the eligibility rule reads: birth date, town,
 * district), read and written through the application: its owner and administrators read it, its owner changes it
 * while the application may change. The values live in the student profile, so the account settings show the same.
 */
export function createApplicantProfileService({
  db,
  applications,
}: Pick<AppContext, 'db'> & { applications: ApplicationsService }) {
  return {
    async get(user: CurrentUser, applicationId: number): Promise<ApplicantProfile> {
      const row = await applications.readable(db, user, applicationId);
      return applicantProfileOf(row.userId === null ? null : await usersRepository.student(db, row.userId));
    },

    async update(user: CurrentUser, applicationId: number, input: ApplicantProfileBody): Promise<ApplicantProfile> {
      // PUT replaces these fields: one left out is emptied, like the account settings' own PUT.
      const values = applicantProfileOf(input);
      return db.transaction(async (tx) => {
        await applications.writable(tx, user, applicationId);
        await usersRepository.patchStudent(tx, user.id, values);
        return applicantProfileOf(await usersRepository.student(tx, user.id));
      });
    },
  };
}
export type ApplicantProfileService = ReturnType<typeof createApplicantProfileService>;
