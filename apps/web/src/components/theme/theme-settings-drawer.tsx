// The panel's styles travel with its lazy chunk.
import { Button, Drawer, NativeSelect, SegmentedControl, Slider, Stack, Switch } from '@mantine/core';
import {
  type ControlSize,
  controlSizes,
  type Direction,
  defaultThemeSettings,
  directions,
  type LayoutType,
  layoutTypes,
  type NavModeChoice,
  navModes,
  type ThemeMode,
  themeModes,
  withLayout,
  withMode,
  withNavMode,
} from '@portal/shared/theme';
import { useTranslation } from 'react-i18next';
import { updateTheme, useThemeSettings } from '@/lib/theme/theme-store';
import { ColorPicker } from './color-picker';
import { SettingGroup } from './setting-group';

type Props = { opened: boolean; onClose: () => void };

/** Every theme setting a person may change, each change going through the shared rules. */
export default function ThemeSettingsDrawer({ opened, onClose }: Props) {
  const { t } = useTranslation('shell');
  const settings = useThemeSettings();
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('theme.title')}
      position="right"
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="lg">
        <SettingGroup label={t('theme.primaryColor')}>
          <ColorPicker
            value={settings.primaryColor}
            level={settings.primaryLevel}
            onChange={(primaryColor) => updateTheme((s) => ({ ...s, primaryColor }))}
          />
        </SettingGroup>
        <SettingGroup label={t('theme.primaryLevel')}>
          <Slider
            min={0}
            max={9}
            step={1}
            value={settings.primaryLevel}
            onChange={(primaryLevel) => updateTheme((s) => ({ ...s, primaryLevel }))}
            thumbLabel={t('theme.primaryLevel')}
            label={(value) => (value === 0 ? 50 : value * 100)}
            marks={[{ value: 0 }, { value: 5 }, { value: 9 }]}
          />
        </SettingGroup>
        <SettingGroup label={t('theme.mode')}>
          <SegmentedControl
            fullWidth
            value={settings.mode}
            data={options(themeModes, 'theme.modes')}
            onChange={(mode) => updateTheme((s) => withMode(s, mode as ThemeMode))}
          />
        </SettingGroup>
        <SettingGroup label={t('theme.direction')}>
          <SegmentedControl
            fullWidth
            value={settings.direction}
            data={options(directions, 'theme.directions')}
            onChange={(direction) => updateTheme((s) => ({ ...s, direction: direction as Direction }))}
          />
        </SettingGroup>
        <NativeSelect
          label={t('theme.layout')}
          value={settings.layout}
          data={options(layoutTypes, 'theme.layouts')}
          onChange={(event) => updateTheme((s) => withLayout(s, event.currentTarget.value as LayoutType))}
        />
        <NativeSelect
          label={t('theme.navMode')}
          value={settings.navMode}
          data={options(['default', ...navModes] as const, 'theme.navModes')}
          onChange={(event) => updateTheme((s) => withNavMode(s, event.currentTarget.value as NavModeChoice))}
        />
        <NativeSelect
          label={t('theme.controlSize')}
          value={settings.controlSize}
          data={options(controlSizes, 'theme.controlSizes')}
          onChange={(event) => updateTheme((s) => ({ ...s, controlSize: event.currentTarget.value as ControlSize }))}
        />
        <Switch
          label={t('theme.cardBordered')}
          checked={settings.cardBordered}
          onChange={(event) => updateTheme((s) => ({ ...s, cardBordered: event.currentTarget.checked }))}
        />
        <Switch
          label={t('theme.sideNavCollapsed')}
          checked={settings.sideNavCollapsed}
          onChange={(event) => updateTheme((s) => ({ ...s, sideNavCollapsed: event.currentTarget.checked }))}
        />
        <Button variant="default" onClick={() => updateTheme(() => defaultThemeSettings)}>
          {t('theme.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
