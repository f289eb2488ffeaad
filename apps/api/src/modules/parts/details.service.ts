import type { ApplicantProfile, ApplicantProfileBody } from '@portal/shared/accounts';
import type { Application, MotivationInput, UpdateApplicationInput } from '@portal/shared/applications';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { invalidField } from '../../lib/app-error.ts';
import { usersRepository } from '../accounts/public.ts';
import { type ApplicationRow, applicationsRepository, lockForChange, toApplication } from '../applications/public.ts';
import { referenceReader } from '../reference/public.ts';
import { applicantProfileOf } from './parts.dto.ts';

const levels = referenceReader('school-levels');

async function checkSchoolLevel(conn: Conn, id: number | null | undefined): Promise<void> {
  if (id != null && !(await levels.find(conn, id))) throw invalidField('schoolLevelId', 'validation.unknownReference');
}

/**
 * The answers of the application's first steps kept outside its parts: in its own row (the details and next-year
 * plan, the motivation letter), and in its applicant's student profile (birth date, town, district: what the
 * eligibility rule reads, so the account settings show the same values). Its owner and staff read them, its
 * owner writes them (the access policy says who) while the application may change; a stale copy is refused.
 */
export function createDetailsService({ db }: Pick<AppContext, 'db'>) {
  return {
    async update(application: Pick<ApplicationRow, 'id'>, input: UpdateApplicationInput): Promise<Application> {
      const { version, ...values } = input;
      return db.transaction(async (tx) => {
        await lockForChange(tx, application.id, { version });
        await checkSchoolLevel(tx, values.schoolLevelId);
        return toApplication(await applicationsRepository.update(tx, application.id, values));
      });
    },

    async motivation(application: Pick<ApplicationRow, 'id'>, input: MotivationInput): Promise<Application> {
      return db.transaction(async (tx) => {
        await lockForChange(tx, application.id, { version: input.version });
        const motivation = input.motivation?.trim() || null;
        return toApplication(await applicationsRepository.update(tx, application.id, { motivation }));
      });
    },

    async applicant(application: Pick<ApplicationRow, 'userId'>): Promise<ApplicantProfile> {
      const { userId } = application;
      return applicantProfileOf(userId === null ? null : await usersRepository.student(db, userId));
    },

    /** Into the profile of the application's applicant, who is the caller (the policy lets only them write). */
    async saveApplicant(
      application: Pick<ApplicationRow, 'id'>,
      input: ApplicantProfileBody,
    ): Promise<ApplicantProfile> {
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
