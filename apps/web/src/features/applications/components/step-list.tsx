import { Group, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { StepState } from '@portal/shared/enums';
import { IconBook, IconCircle, IconCircleCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type EditorSectionId, editorSections, sectionState } from '../utils/editor-sections';

const stateIcons: Record<StepState, typeof IconCircle> = {
  OPEN: IconCircle,
  COMPLETED: IconCircleCheck,
  SKIPPED: IconPlayerSkipForward,
};

type Props = {
  application: Application;
  current: EditorSectionId;
  sectionPath: (section: EditorSectionId) => string;
};

/**
 * The sections with their marks (icon and words): a list beside the form from the sm breakpoint up, a select above
 * it on phones. Both are in the page; CSS shows one, so nothing flashes on the first paint.
 */
export function StepList({ application, current, sectionPath }: Props) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const stateText = (section: EditorSectionId) => {
    const state = sectionState(application, section);
    return state ? t(`states.${state}`) : t('states.guide');
  };
  return (
    <>
      <NativeSelect
        hiddenFrom="sm"
        label={t('editor.stepSelect')}
        value={current}
        onChange={(event) => navigate(sectionPath(event.currentTarget.value as EditorSectionId))}
        data={editorSections.map((section, index) => ({
          value: section.id,
          label: t('editor.stepOption', {
            number: index + 1,
            name: t(`sections.${section.id}`),
            state: stateText(section.id),
          }),
        }))}
      />
      <Stack component="nav" aria-label={t('editor.stepsLabel')} gap={2} visibleFrom="sm">
        {editorSections.map((section, index) => {
          const state = sectionState(application, section.id);
          const Icon = state ? stateIcons[state] : IconBook;
          return (
            <NavLink
              key={section.id}
              component={Link}
              to={sectionPath(section.id)}
              active={section.id === current}
              aria-current={section.id === current ? 'step' : undefined}
              leftSection={<Icon size={18} aria-hidden />}
              label={
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" span>
                    {index + 1}.
                  </Text>
                  <Text size="sm" span>
                    {t(`sections.${section.id}`)}
                  </Text>
                </Group>
              }
              description={stateText(section.id)}
            />
          );
        })}
      </Stack>
    </>
  );
}
