import { type Acceptance, type AcceptanceAnswer, canAnswer } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { toAcceptance } from './acceptance.dto.ts';
import { acceptanceRepository as places } from './acceptance.repository.ts';

const closed = () => new AppError('ACCEPTANCE_CLOSED');

/**
 * The applicant's answer, while the place awaits one and before its deadline. The public pages show it (the
 * results list, and an accepted place in the statistics).
 */
export async function answerPlace(
  { db, pageChanges }: Pick<AppContext, 'db' | 'pageChanges'>,
  { application, input, now = new Date() }: { application: ApplicationRow; input: AcceptanceAnswer; now?: Date },
): Promise<Acceptance> {
  const answered = await db.transaction(async (tx) => {
    const place = await places.ofApplication(tx, application.id, { lock: true });
    if (!place || !canAnswer(place, now)) throw closed();
    const answered = await places.answer(tx, place.id, input.accept ? 'ACCEPTED' : 'DECLINED', now);
    if (!answered) throw closed();
    return toAcceptance(answered);
  });
  pageChanges.changed();
  return answered;
}
