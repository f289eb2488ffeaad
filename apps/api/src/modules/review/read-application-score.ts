import type { ApplicationScore } from '@portal/shared/review-runs';
import { isStaff } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { ReviewContext } from './review.context.ts';
import { rubricOf, scoreOf, sessionOf } from './review.steps.ts';
import { reviewRunsRepository as runs } from './review-runs.repository.ts';

/**
 * One application's score, computed now with the session's rubric. Staff always; its applicant once the session is
 * CLOSED (the decisions published). Who else may ask is the access policy's answer: nobody.
 */
export async function readApplicationScore(
  { db, programmeRubric }: Pick<ReviewContext, 'db' | 'programmeRubric'>,
  { user, application }: { user: CurrentUser; application: { id: number } },
): Promise<ApplicationScore> {
  const input = await runs.applicationInput(db, application.id);
  if (!input) throw notFound('application');
  const session = await sessionOf(db, input.application.sessionId);
  if (!isStaff(user.role) && session.status !== 'CLOSED')
    throw new AppError('FORBIDDEN', { key: 'decisions.scoreNotPublished' });
  const { missing: _missing, ...score } = scoreOf(input, rubricOf(session, programmeRubric()));
  return score;
}
