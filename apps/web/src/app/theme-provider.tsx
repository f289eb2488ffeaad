import { type CSSVariablesResolver, DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toMantineTheme } from '@/lib/theme/mantine-theme';
import { useThemeSettings } from '@/lib/theme/theme-store';

function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/**
 * Mantine's dark error red (red-8) reads at about 3.5:1 on the dark body: field errors would fail the contrast
 * check in dark mode. A lighter red keeps them readable.
 */
const readableErrors: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

/**
 * The theme store drives Mantine: colours, shade, scheme, direction, radius, control size, card borders; and the
 * language names the close buttons of every dialog.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('actions.close');
  const theme = useMemo(() => toMantineTheme(settings, { close }), [settings, close]);
  return (
    <DirectionProvider initialDirection={settings.direction} detectDirection={false}>
      <DirectionSync dir={settings.direction} />
      <MantineProvider theme={theme} forceColorScheme={settings.mode} cssVariablesResolver={readableErrors}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
