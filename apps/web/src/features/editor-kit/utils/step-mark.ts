import type { StepState } from '@portal/shared/enums';

/**
 * The one state a step is shown in where its content is checked (the submission summary): completed, to review
 * (marked done, yet something in it is wrong now: the reasons are listed under it), to do (not marked done yet), or
 * skipped (nothing to declare). The badge says this word and nothing else says another.
 */
export type StepMark = 'COMPLETED' | 'TO_REVIEW' | 'OPEN' | 'SKIPPED';

export function stepMark(state: StepState, problems: number): StepMark {
  if (state === 'OPEN') return 'OPEN';
  return problems > 0 ? 'TO_REVIEW' : state;
}
