import { type AcceptanceState, canAnswer } from '@portal/shared/acceptance-rules';

/**
 * Whether one of the applicant's places still awaits their answer. The dashboard then asks for that answer alone:
 * no renewal nor new application is offered beside it (a scholarship is renewed once its place is accepted).
 */
export function placeAwaitingAnswer(
  mine: readonly { acceptance: { state: AcceptanceState; deadline: string } | null }[] | undefined,
  now = new Date(),
): boolean {
  return (mine ?? []).some((application) => application.acceptance && canAnswer(application.acceptance, now));
}
