import type { Application, MotivationInput, UpdateApplicationInput } from '@portal/shared/applications';
import type { AppContext } from '../../context.ts';
import type { Conn } from '../../db/client.ts';
import { invalidField } from '../../lib/app-error.ts';
import { type ApplicationRow, applicationsRepository, lockForChange, toApplication } from '../applications/public.ts';
import { referenceReader } from '../reference/public.ts';

const levels = referenceReader('school-levels');

async function checkSchoolLevel(conn: Conn, id: number | null | undefined): Promise<void> {
  if (id != null && !(await levels.find(conn, id))) throw invalidField('schoolLevelId', 'validation.unknownReference');
}

/**
 * The answers kept in the application's own row: the details and next-year plan, and the motivation letter. Written
 * by the applicant (the access policy decides) while the application may change, a stale copy refused.
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
  };
}
