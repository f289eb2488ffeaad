import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { requiredSteps, sectionOfStep, statementFields } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { type ApplicationStep, applicationSteps } from '@portal/shared/enums';
import { IconAlertTriangle, IconCircle, IconCircleCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApplicantWords } from '@/features/applications/public';
import { isEditorSection, type SectionProps, type StepMark, stepMark } from '@/features/editor-kit/public';

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

type Props = {
  application: Application;
  problems: ShownProblem[];
  sectionPath: SectionProps['sectionPath'];
  /** After submission: what was sent, without calls to fix anything. */
  sent?: boolean;
};

const marks: Record<StepMark, [string, typeof IconCircle]> = {
  COMPLETED: ['green', IconCircleCheck],
  TO_REVIEW: ['red', IconAlertTriangle],
  OPEN: ['yellow', IconCircle],
  SKIPPED: ['gray', IconPlayerSkipForward],
};

/** A step's one state in words (the colour and the icon only repeat it). */
function StepMarkBadge({ mark }: { mark: StepMark }) {
  const { t } = useApplicantWords('glossary');
  const [color, Icon] = marks[mark];
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={14} aria-hidden />}>
      {t(`stepStates.${mark}`)}
    </Badge>
  );
}

/**
 * Every step the applicant must complete, with its state in words, what is still wrong in it and a link to it; then
 * any remaining problem that names no step. The statements' own problems (a minor's guardian, the declaration) are
 * their fields' to show.
 */
export function SubmissionSummary({ application, problems, sectionPath, sent = false }: Props) {
  const { t } = useApplicantWords(['applications', 'glossary']);
  const steps = requiredSteps(application);
  const others = problems.filter((problem) => {
    const step = stepOf(problem.field);
    return !statementFields.includes(problem.field) && (!step || !steps.includes(step));
  });
  return (
    <Stack gap="xs">
      <List spacing="xs" listStyleType="none" aria-label={t('submission.stepsLabel')}>
        {steps.map((step) => {
          const section = sectionOfStep(step);
          const own = problems.filter((problem) => stepOf(problem.field) === step);
          const mark = stepMark(application.steps[step], sent ? 0 : own.length);
          const name = t(`glossary:sections.${section}`);
          return (
            <List.Item key={step}>
              <Group gap="xs" wrap="wrap" justify="space-between">
                {isEditorSection(section) ? (
                  // The step's state is its badge's to say: the name is a plain link, not a coloured verdict.
                  <Anchor
                    component={Link}
                    to={sectionPath(section)}
                    fw={500}
                    c="var(--mantine-color-text)"
                    underline="always"
                  >
                    {name}
                  </Anchor>
                ) : (
                  <Text fw={500}>{name}</Text>
                )}
                <StepMarkBadge mark={mark} />
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
