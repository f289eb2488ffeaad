import type { Application } from '@portal/shared/applications';
import type { ApprobationInput } from '@portal/shared/renewal';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { toApplication } from './applications.dto.ts';
import { applicationsRepository as applications, type NewApplicationRow } from './applications.repository.ts';

/**
 * What a decision writes. Approving and taking back clear any reason and re-submission; a refusal (not approved,
 * rejected) keeps its reason and says whether the applicant may change and submit again.
 */
export function decisionValues(input: ApprobationInput): Partial<NewApplicationRow> {
  if (input.status === 'APPROVED' || input.status === 'PENDING')
    return { status: input.status, rejectionReason: null, resubmissionAllowed: false };
  return {
    status: input.status,
    rejectionReason: input.reason?.trim() || null,
    resubmissionAllowed: input.resubmissionAllowed ?? false,
  };
}

/**
 * The committee's decision on an application: approved, not approved, rejected (with its reason), or taken back
 * (`PENDING`). Once approved, the applicant can no longer change it (`lockReason`).
 */
export function createApprobationService({ db }: Pick<AppContext, 'db'>) {
  return {
    async decide(id: number, input: ApprobationInput): Promise<Application> {
      return db.transaction(async (tx) => {
        if (!(await applications.find(tx, id, { lock: true }))) throw notFound('application');
        return toApplication(await applications.update(tx, id, decisionValues(input)));
      });
    },
  };
}
export type ApprobationService = ReturnType<typeof createApprobationService>;
