import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { toMantineTheme } from '@/lib/theme/mantine-theme';
import { useThemeSettings } from '@/lib/theme/theme-store';

function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/** The theme store drives Mantine: colours, shade, scheme, direction, radius, control size, card borders. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const theme = useMemo(() => toMantineTheme(settings), [settings]);
  return (
    <DirectionProvider initialDirection={settings.direction} detectDirection={false}>
      <DirectionSync dir={settings.direction} />
      <MantineProvider theme={theme} forceColorScheme={settings.mode}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
