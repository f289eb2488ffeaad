import { Anchor, List, Text } from '@mantine/core';
import { type Problem, sectionOfStep } from '@portal/shared/application-rules';
import { type ApplicationStep, applicationSteps } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isEditorSection } from '@/features/applications/utils/editor-sections';
import type { SectionProps } from '../section-props';

/** One thing to fix: what the server said, or what the same rules say on the device. */
export type ShownProblem = { field: string; message: string };

/** `<STEP>` or `<STEP>.<field>` names the step to open; the declaration is on this screen. */
function stepOf(field: string): ApplicationStep | null {
  const step = field.split('.')[0] as ApplicationStep;
  return applicationSteps.includes(step) ? step : null;
}

/**
 * The shared rules' keys (`<namespace>.x`: `applications.required.x`, `family.membersMismatch`) read from the
 * `problems` of that namespace's catalog.
 */
export function useProblemMessage() {
  const { t } = useTranslation(['applications', 'family']);
  return (problem: Problem) => {
    const [namespace, ...rest] = problem.key.split('.');
    return t(`${namespace}:problems.${rest.join('.')}`, problem.params ?? {});
  };
}

/** Every problem as a link to the step that fixes it. */
export function SubmissionProblems({
  problems,
  sectionPath,
}: {
  problems: ShownProblem[];
  sectionPath: SectionProps['sectionPath'];
}) {
  const { t } = useTranslation('applications');
  return (
    <List spacing={6} size="sm">
      {problems.map((problem, index) => {
        const step = stepOf(problem.field);
        const section = step ? sectionOfStep(step) : null;
        const target = section && isEditorSection(section) ? sectionPath(section) : null;
        const text = section
          ? t('submission.problem', { section: t(`sections.${section}`), message: problem.message })
          : problem.message;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step may have two problems of one field; the order is the rules'.
          <List.Item key={`${problem.field}-${index}`}>
            {target ? (
              <Anchor component={Link} to={target}>
                {text}
              </Anchor>
            ) : (
              <Anchor href="#declaration">{text}</Anchor>
            )}
          </List.Item>
        );
      })}
      {problems.length === 0 && <Text size="sm">{t('submission.nothingMissing')}</Text>}
    </List>
  );
}
