import { lockReason } from '@portal/shared/application-rules';
import { isOngoing } from '@portal/shared/sessions';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type ApplicationRow, type ApplicationSession, applicationsRepository } from './applications.repository.ts';
import { decisionPublished } from './decision-publication.ts';

/**
 * Why the applicant may not change the application, as a catalog key; null when they may. Before publication the
 * refusal does not tell a decided application from one that waits for the committee.
 */
export function lockedKey(row: ApplicationRow, session: ApplicationSession): string | null {
  const reason = lockReason(row, isOngoing(session));
  if (!reason) return null;
  const decided = reason === 'APPROVED' || reason === 'PROCESSED';
  return `applications.locked.${decided && !decisionPublished(row, session.status) ? 'SUBMITTED' : reason}`;
}

/**
 * The application, locked until the transaction ends, if its applicant may still change it: its session ongoing, and
 * neither submitted nor decided (`cancelling`: a submitted one may still be cancelled). A stale copy (`version`) is
 * refused. Who may change it is not asked here: the access policy decided that before (modules/access-policies.ts).
 * Every write to an application or its parts starts here, so writes of one application run one after the other.
 */
export async function lockForChange(
  tx: Tx,
  id: number,
  options: { version?: number; cancelling?: boolean } = {},
): Promise<ApplicationRow> {
  const found = await applicationsRepository.findForChange(tx, id);
  if (!found) throw notFound('application');
  const { application, session } = found;
  const locked = lockedKey(options.cancelling ? { ...application, submitted: false } : application, session);
  if (locked) throw new AppError('APPLICATION_LOCKED', { key: locked });
  if (options.version !== undefined && options.version !== application.version) throw new AppError('STALE_WRITE');
  return application;
}
