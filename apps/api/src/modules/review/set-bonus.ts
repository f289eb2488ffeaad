import type { ApplicationScore, BonusInput } from '@portal/shared/review-runs';
import { bonusProblems } from '@portal/shared/scoring';
import type { Rubric } from '@portal/shared/scoring-rubric';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { applicationsRepository } from '../applications/public.ts';
import { sessionsRepository } from '../sessions/public.ts';
import { readApplicationScore } from './read-application-score.ts';
import type { ReviewContext } from './review.context.ts';
import { recordAudit } from './review.repository.ts';

const hundredths = (value: number) => Math.round(Number((value * 100).toPrecision(12)));

/** The saved parts plus the bonus, summed in hundredths; null while the application has not been scored. */
function totalWith(parts: Record<string, number> | null, bonus: number | null): number | null {
  if (!parts) return null;
  const sum = Object.values(parts).reduce((total, points) => total + hundredths(points), 0);
  return (sum + hundredths(bonus ?? 0)) / 100;
}

/**
 * The committee's bonus (1 to 5 points for verified special conditions, always with its reason, or none). The saved
 * total follows at once; the ranks move at the next saving of the session's scores. Answers the new score.
 */
export async function setBonus(
  context: Pick<ReviewContext, 'db' | 'programmeRubric'>,
  { user, id, body }: { user: CurrentUser; id: number; body: BonusInput },
): Promise<ApplicationScore> {
  await context.db.transaction(async (tx) => {
    const found = await applicationsRepository.find(tx, id);
    if (!found) throw notFound('application');
    // The session first, as closing and the runs take it: the decisions of a closed session are published, and
    // the scores they rest on no longer move.
    const session = await sessionsRepository.find(tx, found.sessionId, { lock: true });
    if (session?.status === 'CLOSED') throw new AppError('SESSION_CLOSED');
    const row = await applicationsRepository.find(tx, id, { lock: true });
    if (!row) throw notFound('application');
    const rubric = (session?.rubric as Rubric | null) ?? context.programmeRubric();
    const problems = bonusProblems({ bonus: body.bonus, bonusReason: body.bonusReason ?? null }, rubric);
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
    const bonusReason = body.bonus == null ? null : (body.bonusReason?.trim() ?? null);
    const before = { bonus: row.bonus, bonusReason: row.bonusReason, totalScore: row.totalScore };
    const after = {
      bonus: body.bonus,
      bonusReason,
      totalScore: totalWith(row.scoreParts as Record<string, number> | null, body.bonus) ?? row.totalScore,
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx.update(applications).set(after).where(eq(applications.id, id));
    await recordAudit(tx, { applicationId: id, actor: user, action: 'BONUS', before, after });
  });
  return readApplicationScore(context, { user, application: { id } });
}
