import { isDone, requiredSteps } from '@portal/shared/application-rules';
import type { ApplicationStep, StepState } from '@portal/shared/enums';

type Progressing = { universityStudent: boolean | null; steps: Record<ApplicationStep, StepState> };

/** How far an application is: the steps this applicant must complete, and how many are completed or skipped. */
export function applicationProgress(application: Progressing): { done: number; required: number; percent: number } {
  const steps = requiredSteps(application);
  const done = steps.filter((step) => isDone(application.steps[step])).length;
  return { done, required: steps.length, percent: steps.length ? Math.round((done / steps.length) * 100) : 100 };
}
