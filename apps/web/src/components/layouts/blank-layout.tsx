import { Group } from '@mantine/core';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeSettingsButton } from '@/components/theme/theme-settings-button';
import { PageOutlet } from './parts/page-outlet';
import { mainContentId, SkipLink } from './parts/skip-link';

/** Page content alone; the language and theme controls float in a corner. */
export function BlankLayout() {
  return (
    <>
      <SkipLink />
      <Group
        component="header"
        justify="flex-end"
        gap={4}
        p="xs"
        pos="absolute"
        top={0}
        right={0}
        style={{ zIndex: 10 }}
      >
        <LanguageSwitcher />
        <ThemeSettingsButton />
      </Group>
      <main id={mainContentId} tabIndex={-1}>
        <PageOutlet />
      </main>
    </>
  );
}
