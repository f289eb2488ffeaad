import { Group, NavLink, Stack, Text } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { StepState } from '@portal/shared/enums';
import {
  IconBook,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
  IconPlayerSkipForward,
  IconScale,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { WrappingSelect } from '@/components/wrapping-select/wrapping-select';
import { sectionState, type ViewSectionId } from '@/features/editor-kit/public';

const stateIcons: Record<StepState | 'NOT_NEEDED', typeof IconCircle> = {
  OPEN: IconCircle,
  COMPLETED: IconCircleCheck,
  SKIPPED: IconPlayerSkipForward,
  NOT_NEEDED: IconCircleDashed,
};

type Props = {
  application: Application;
  /** The sections this reader may open, in order (administrators have one more). */
  sections: ViewSectionId[];
  current: ViewSectionId;
  sectionPath: (section: ViewSectionId) => string;
};

/**
 * The sections with their marks (icon and words): a list beside the form from the sm breakpoint up, a select above
 * it on phones. Both are in the page; CSS shows one, so nothing flashes on the first paint.
 */
export function StepList({ application, sections, current, sectionPath }: Props) {
  const { t } = useTranslation(['applications', 'glossary']);
  const navigate = useNavigate();
  // Only the steps are numbered (the guide and the committee's section are not): the numbers the dashboard counts.
  const numbers = stepNumbers(application, sections);
  const stateText = (section: ViewSectionId) => {
    const state = sectionState(application, section);
    if (state === 'NOT_NEEDED') return t('states.notNeeded');
    if (state) return t(`glossary:stepStates.${state}`);
    return t(section === 'score' ? 'states.committee' : 'states.guide');
  };
  return (
    <>
      <WrappingSelect
        hiddenFrom="sm"
        label={t('editor.stepSelect')}
        value={current}
        onChange={(event) => navigate(sectionPath(event.currentTarget.value as ViewSectionId))}
        data={sections.map((section) => {
          const name = t(`glossary:sections.${section}`);
          const state = stateText(section);
          const number = numbers.get(section);
          return {
            value: section,
            label: number
              ? t('editor.stepOption', { number, name, state })
              : t('editor.sectionOption', { name, state }),
          };
        })}
      />
      <Stack component="nav" aria-label={t('editor.stepsLabel')} gap={2} visibleFrom="sm">
        {sections.map((id) => {
          const state = sectionState(application, id);
          const number = numbers.get(id);
          const Icon = state ? stateIcons[state] : id === 'score' ? IconScale : IconBook;
          return (
            <NavLink
              key={id}
              component={Link}
              to={sectionPath(id)}
              active={id === current}
              aria-current={id === current ? 'step' : undefined}
              leftSection={<Icon size={18} aria-hidden />}
              label={
                <Group gap={4} wrap="nowrap">
                  {number ? (
                    <Text size="sm" span>
                      {number}.
                    </Text>
                  ) : null}
                  <Text size="sm" span>
                    {t(`glossary:sections.${id}`)}
                  </Text>
                </Group>
              }
              description={stateText(id)}
            />
          );
        })}
      </Stack>
    </>
  );
}

/** Each step's number among the steps shown (sections without a step have none). */
export function stepNumbers(application: Application, sections: ViewSectionId[]): Map<ViewSectionId, number> {
  const steps = sections.filter((section) => sectionState(application, section) !== null);
  return new Map(steps.map((section, index) => [section, index + 1]));
}
