import { applicationSections, isDone, requiredSteps } from '@portal/shared/application-rules';
import type { ApplicationStep, StepState } from '@portal/shared/enums';

type Progressing = { universityStudent: boolean | null; steps: Record<ApplicationStep, StepState> };

/** The steps the editor numbers, in its order: every section that records a step, the submission last. */
export const numberedSteps: readonly ApplicationStep[] = applicationSections.flatMap((section) =>
  'step' in section ? [section.step] : [],
);

/**
 * How far an application is, counted on the steps the editor numbers (the submission included, so that "all done"
 * means sent): a step is done once completed or skipped, or when this applicant does not need it (the university
 * results of a future first-year student, which the editor marks "not needed").
 */
export function applicationProgress(application: Progressing): { done: number; required: number; percent: number } {
  const needed = new Set<ApplicationStep>([...requiredSteps(application), 'DECLARATION']);
  const done = numberedSteps.filter((step) => !needed.has(step) || isDone(application.steps[step])).length;
  const required = numberedSteps.length;
  return { done, required, percent: Math.round((done / required) * 100) };
}
