import { isDone, requiredSteps } from '@portal/shared/application-rules';
import type { ApplicationStep, StepState } from '@portal/shared/enums';

type Progressing = { universityStudent: boolean | null; steps: Record<ApplicationStep, StepState> };

/** How far an application is: the steps this applicant must complete, and how many are completed or skipped. */
export function applicationProgress(application: Progressing): { done: number; required: number; percent: number } {
  const steps = requiredSteps(application);
  const done = steps.filter((step) => isDone(application.steps[step])).length;
  return { done, required: steps.length, percent: steps.length ? Math.round((done / steps.length) * 100) : 100 };
}

/** Every step this applicant must do is completed or skipped: what the session's completion notice speaks of. */
export function isComplete(application: Progressing): boolean {
  const { done, required } = applicationProgress(application);
  return done === required;
}
