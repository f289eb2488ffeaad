import type { Application } from '@portal/shared/applications';
import type { Locale } from '@portal/shared/locales';
import type { ApprobationInput } from '@portal/shared/renewal';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  type ApplicationRow,
  applicationsRepository as applications,
  decisionPublished,
  type NewApplicationRow,
  toApplication,
} from '../applications/public.ts';
import { recordAudit } from '../review/public.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import type { DecisionNoticesService } from './decision-notices.service.ts';

/**
 * What a decision writes. Approving, not approving and taking back clear any reason and re-submission; a rejection
 * keeps its reason and says whether the applicant may change and submit again.
 */
export function decisionValues(
  input: ApprobationInput,
): Pick<NewApplicationRow, 'status' | 'rejectionReason' | 'resubmissionAllowed'> {
  if (input.status !== 'REJECTED') return { status: input.status, rejectionReason: null, resubmissionAllowed: false };
  return {
    status: input.status,
    rejectionReason: input.reason?.trim() || null,
    resubmissionAllowed: input.resubmissionAllowed ?? false,
  };
}

const decisionOf = (row: ApplicationRow) => ({
  status: row.status,
  rejectionReason: row.rejectionReason,
  resubmissionAllowed: row.resubmissionAllowed,
});

/**
 * The committee's decision on an application: approved, not approved, rejected (with its reason), or taken back
 * (`PENDING`), each written to the trail with what it replaced and the committee's note. The same decision taken
 * again changes nothing and writes nothing, its note included. Asking for confirmation is the screen's part. The
 * applicant learns it when the session closes, except a rejection that lets them submit again: that one is mailed
 * at once. Once approved, the applicant can no longer change the application (`lockReason`). Once the session is
 * closed its decisions are published and no longer change (`DECISION_PUBLISHED`): the committee withdraws a place
 * instead (acceptance), and the place goes to the next in line.
 */
export function createApprobationService({
  db,
  decisionNotices,
}: Pick<AppContext, 'db'> & { decisionNotices: DecisionNoticesService }) {
  return {
    async decide(actor: CurrentUser, id: number, input: ApprobationInput, locale?: Locale): Promise<Application> {
      let mailNow = false;
      const decided = await db.transaction(async (tx) => {
        const found = await applications.find(tx, id);
        if (!found) throw notFound('application');
        // The session first, then the application, as closing takes them: a decision and the closing of its session
        // run one after the other, and a decision never lands after the publication it would change.
        const session = await sessions.find(tx, found.sessionId, { lock: true });
        if (session?.status === 'CLOSED') throw new AppError('DECISION_PUBLISHED');
        const row = await applications.find(tx, id, { lock: true });
        if (!row) throw notFound('application');
        const before = decisionOf(row);
        const after = decisionValues(input);
        if (JSON.stringify(before) === JSON.stringify(decisionOf({ ...row, ...after }))) return row;
        const updated = await applications.update(tx, id, after);
        const action = after.status === 'PENDING' ? 'DECISION_TAKEN_BACK' : 'DECISION';
        const note = input.note?.trim() || null;
        await recordAudit(tx, { applicationId: id, actor, action, before, after: decisionOf(updated), note });
        // Published at once: a rejection the applicant may act on.
        if (decisionPublished(updated, session?.status ?? 'NEW')) mailNow = await decisionNotices.markOne(tx, id);
        return updated;
      });
      if (mailNow) decisionNotices.send([id]);
      return toApplication(decided, locale);
    },
  };
}
export type ApprobationService = ReturnType<typeof createApprobationService>;
