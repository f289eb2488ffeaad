import type { AuditEntryAnswer } from '@portal/shared/review-runs';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { applicationsRepository } from '../applications/public.ts';
import { reviewRepository as review } from './review.repository.ts';

/** What the committee did to an application, newest first; kept even once the application is cancelled. */
export async function readTrail({ db }: Pick<AppContext, 'db'>, { id }: { id: number }): Promise<AuditEntryAnswer[]> {
  const rows = await review.auditOf(db, id);
  if (rows.length === 0 && !(await applicationsRepository.find(db, id))) throw notFound('application');
  return rows.reverse().map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.actorName,
    at: row.at.toISOString(),
    before: row.before,
    after: row.after,
    note: row.note,
  }));
}
