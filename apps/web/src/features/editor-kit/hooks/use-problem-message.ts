import type { Problem } from '@portal/shared/application-rules';
import { useApplicantWords } from '@/features/applications/public';

/**
 * The shared rules' keys (`<namespace>.x`: `applications.required.x`, `family.membersMismatch`) read from the
 * `problems` of that namespace's catalog.
 */
export function useProblemMessage() {
  const { t } = useApplicantWords(['applications', 'family']);
  return (problem: Problem) => {
    const [namespace, ...rest] = problem.key.split('.');
    return t(`${namespace}:problems.${rest.join('.')}`, problem.params ?? {});
  };
}
