import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { isDone, type Problem, requiredSteps, sectionOfStep } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { type ApplicationStep, applicationSteps, type StepState } from '@portal/shared/enums';
import { IconAlertTriangle, IconCircle, IconCircleCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isEditorSection } from '@/features/applications/utils/editor-sections';
import type { SectionProps } from '../section-props';

/** One thing to fix: what the server said, or what the same rules say on the device. */
export type ShownProblem = { field: string; message: string };

/** `<STEP>` or `<STEP>.<field>` names the step to open; the declaration is on this screen. */
export function stepOf(field: string): ApplicationStep | null {
  const step = field.split('.')[0] as ApplicationStep;
  return applicationSteps.includes(step) ? step : null;
}

/** Where a problem is fixed: its step's screen, at the field it names (the step's form moves the focus there). */
export function problemPath(path: string, field: string): string {
  const [, ...inside] = field.split('.');
  return inside.length > 0 ? `${path}#${inside.join('.')}` : path;
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

type Props = {
  application: Application;
  problems: ShownProblem[];
  sectionPath: SectionProps['sectionPath'];
  /** After submission: what was sent, without calls to fix anything. */
  sent?: boolean;
};

/** A step's mark in words: ready, skipped, still to do, or the number of things to fix. */
function StepMark({ state, problems }: { state: StepState; problems: number }) {
  const { t } = useTranslation('applications');
  if (problems > 0)
    return (
      <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
        {t('submission.toFix', { count: problems })}
      </Badge>
    );
  const [color, Icon] =
    state === 'COMPLETED'
      ? (['green', IconCircleCheck] as const)
      : state === 'SKIPPED'
        ? (['gray', IconPlayerSkipForward] as const)
        : (['yellow', IconCircle] as const);
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={14} aria-hidden />}>
      {t(`states.${state}`)}
    </Badge>
  );
}

/**
 * Every step the applicant must complete, with its state in words, what is still wrong in it and a link to it; then
 * any remaining problem that names no step. The declaration's own problem is the checkbox's to show.
 */
export function SubmissionSummary({ application, problems, sectionPath, sent = false }: Props) {
  const { t } = useTranslation('applications');
  const steps = requiredSteps(application);
  const others = problems.filter((problem) => {
    const step = stepOf(problem.field);
    return problem.field !== 'declaration' && (!step || !steps.includes(step));
  });
  return (
    <Stack gap="xs">
      <List spacing="xs" listStyleType="none" aria-label={t('submission.stepsLabel')}>
        {steps.map((step) => {
          const section = sectionOfStep(step);
          const own = problems.filter((problem) => stepOf(problem.field) === step);
          const state = application.steps[step];
          const fix = own.length > 0 || !isDone(state);
          return (
            <List.Item key={step}>
              <Group gap="xs" wrap="wrap" justify="space-between">
                {isEditorSection(section) ? (
                  <Anchor component={Link} to={sectionPath(section)} fw={500}>
                    {sent
                      ? t(`sections.${section}`)
                      : t(fix ? 'submission.fixStep' : 'submission.reviewStep', { section: t(`sections.${section}`) })}
                  </Anchor>
                ) : (
                  <Text fw={500}>{t(`sections.${section}`)}</Text>
                )}
                <StepMark state={state} problems={sent ? 0 : own.length} />
              </Group>
              {!sent && own.length > 0 && (
                <List size="sm" withPadding spacing={2}>
                  {own.map((problem, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a step may have two problems of one field; the order is the rules'.
                    <List.Item key={`${problem.field}-${index}`}>
                      {isEditorSection(section) ? (
                        <Anchor component={Link} to={problemPath(sectionPath(section), problem.field)} size="sm">
                          {problem.message}
                        </Anchor>
                      ) : (
                        problem.message
                      )}
                    </List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          );
        })}
      </List>
      {others.length > 0 && (
        <List size="sm" spacing={2}>
          {others.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, in its order.
            <List.Item key={`${problem.field}-${index}`}>{problem.message}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
