import type { AcceptanceRun } from '@portal/shared/acceptance';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { sessionsRepository as sessions } from '../sessions/public.ts';
import { passOnVacated } from './acceptance.places.ts';

/** Expires and passes on the places of one session now (the administrators' button). */
export async function processSessionPlaces(
  context: Pick<AppContext, 'db' | 'outbox' | 'config' | 'pageChanges'>,
  { actor, sessionId, now = new Date() }: { actor: CurrentUser; sessionId: number; now?: Date },
): Promise<AcceptanceRun> {
  if (!(await sessions.find(context.db, sessionId))) throw notFound('session');
  return passOnVacated(context, sessionId, actor, now);
}
