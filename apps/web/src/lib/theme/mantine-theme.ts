import { Button, createTheme, Input, type MantineThemeOverride, rem } from '@mantine/core';
import { type ControlSize, controlHeight, controlSizes, type ThemeSettings } from '@portal/shared/theme';
import { mainContentId } from '../landmarks';
import classes from './mantine-components.module.css';
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

/**
 * The colour of a destructive menu item (sign out, delete): Mantine's red text shade, which keeps 4.5:1 on the dark
 * theme's menus, where `color="red"` (shade 6) does not.
 */
export const dangerMenuItemColor = 'var(--mantine-color-red-text)';

/** Texts the theme gives Mantine's own controls, in the reader's language. */
export type ThemeLabels = { close: string };

/** The product's control heights (28, 36, 44, 56 px) for xs to lg; other sizes (xl, compact) stay Mantine's. */
function heightOf(size: unknown): string | undefined {
  return controlSizes.includes(size as ControlSize) ? rem(controlHeight(size as ControlSize)) : undefined;
}

export function toMantineTheme(settings: ThemeSettings, labels?: ThemeLabels): MantineThemeOverride {
  const sized = Object.fromEntries(
    sizedComponents.map((name) => [name, { defaultProps: { size: settings.controlSize } }]),
  );
  const nativeSelect = {
    ...sized.NativeSelect,
    classNames: { root: classes.nativeSelectRoot, input: classes.nativeSelectInput },
  };
  const closeButton = { defaultProps: labels ? { 'aria-label': labels.close } : {} };
  // A dialog's header is no page banner: a <header> there would add a second `banner` landmark.
  const dialogHeader = { defaultProps: { component: 'div' } };
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
      NativeSelect: nativeSelect,
      // Long texts wrap rather than being cut (decision 401). Plain objects where the component is not imported,
      // so the entry chunk does not take in the JavaScript of components only lazy screens use.
      Button: Button.extend({
        defaultProps: { size: settings.controlSize },
        classNames: { root: classes.buttonRoot, inner: classes.buttonInner, label: classes.buttonLabel },
        vars: (_theme, props) => ({ root: { '--button-height': heightOf(props.size) } }),
      }),
      // Underlined: in dark mode a link's light shade is too close to the text around it to tell them apart by colour.
      Anchor: { defaultProps: { underline: 'always' } },
      Badge: { classNames: { root: classes.badgeRoot, label: classes.badgeLabel } },
      Pill: { classNames: { root: classes.pillRoot, label: classes.pillLabel } },
      Tabs: { classNames: { tab: classes.tab } },
      SegmentedControl: { classNames: { label: classes.segmentedLabel } },
      Input: Input.extend({ vars: (_theme, props) => ({ wrapper: { '--input-height': heightOf(props.size) } }) }),
      Card: { defaultProps: { withBorder: settings.cardBordered } },
      ModalHeader: dialogHeader,
      DrawerHeader: dialogHeader,
      ModalCloseButton: closeButton,
      DrawerCloseButton: closeButton,
      // A menu's items stay inside the page's landmarks (not loose in <body>), and its dropdown holds menu items only.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false, portalProps: { target: `#${mainContentId}` } } },
    },
  });
}
