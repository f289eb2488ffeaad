import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { ThemeSettings } from '@portal/shared/theme';
import { palettes } from './palettes';

/** Components whose default size follows the "control size" setting. */
const sizedComponents = [
  'Button',
  'ActionIcon',
  'TextInput',
  'PasswordInput',
  'NumberInput',
  'Textarea',
  'Select',
  'MultiSelect',
  'NativeSelect',
  'Autocomplete',
  'SegmentedControl',
  'Checkbox',
  'Radio',
  'Switch',
  'FileInput',
  'DateInput',
  'DatePickerInput',
];

export function toMantineTheme(settings: ThemeSettings): MantineThemeOverride {
  const sized = Object.fromEntries(
    sizedComponents.map((name) => [name, { defaultProps: { size: settings.controlSize } }]),
  );
  return createTheme({
    colors: palettes,
    primaryColor: settings.primaryColor,
    primaryShade: settings.primaryLevel as 7,
    autoContrast: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    components: {
      ...sized,
      Card: { defaultProps: { withBorder: settings.cardBordered } },
    },
  });
}
