import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel's controls are only downloaded when someone opens it.
const ThemeSettingsDrawer = lazy(() => import('./theme-settings-drawer'));

export function ThemeSettingsButton() {
  const { t } = useTranslation('shell');
  const [opened, { open, close }] = useDisclosure(false);
  const button = useRef<HTMLButtonElement>(null);
  // The panel mounts already open the first time (it is lazy), so Mantine has no opener to return focus to.
  const closePanel = () => {
    close();
    button.current?.focus();
  };
  // Stays mounted after the first opening so the drawer can animate out.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <ActionIcon
        ref={button}
        variant="subtle"
        color="gray"
        size="lg"
        title={t('theme.open')}
        onClick={() => {
          setRequested(true);
          open();
        }}
        aria-label={t('theme.open')}
      >
        <IconAdjustmentsHorizontal size={20} aria-hidden />
      </ActionIcon>
      {requested && (
        <Suspense fallback={null}>
          <ThemeSettingsDrawer opened={opened} onClose={closePanel} />
        </Suspense>
      )}
    </>
  );
}
