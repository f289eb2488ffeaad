import { describe, expect, it } from 'vitest';
import {
  controlHeight,
  controlSizes,
  defaultThemeSettings,
  layoutTypes,
  parseThemeSettings,
  type ThemeSettings,
  themeSettingsSchema,
  withLayout,
  withMode,
  withNavMode,
} from './theme';

const classicLight: ThemeSettings = {
  ...defaultThemeSettings,
  layout: 'classic',
  navMode: 'light',
  cardBordered: false,
};

describe('theme settings', () => {
  it('defaults to red 700, light, ltr, bordered cards, modern layout, nav expanded', () => {
    expect(defaultThemeSettings).toMatchObject({
      primaryColor: 'red',
      primaryLevel: 7,
      mode: 'light',
      direction: 'ltr',
      cardBordered: true,
      layout: 'modern',
      sideNavCollapsed: false,
    });
    expect(themeSettingsSchema.safeParse(defaultThemeSettings).success).toBe(true);
  });

  it('accepts only known colours and integer levels 0 to 9', () => {
    expect(themeSettingsSchema.shape.primaryColor.safeParse('chartreuse').success).toBe(false);
    expect(themeSettingsSchema.shape.primaryLevel.safeParse(10).success).toBe(false);
    expect(themeSettingsSchema.shape.primaryLevel.safeParse(4.5).success).toBe(false);
    expect(themeSettingsSchema.shape.primaryLevel.safeParse(0).success).toBe(true);
  });

  it('modern layout borders cards and themes the nav', () => {
    expect(withLayout(classicLight, 'modern')).toMatchObject({
      layout: 'modern',
      cardBordered: true,
      navMode: 'themed',
    });
  });

  it('classic and stackedSide nav follow the mode unless themed', () => {
    expect(withMode(classicLight, 'dark').navMode).toBe('dark');
    expect(withMode({ ...classicLight, layout: 'stackedSide', mode: 'dark' }, 'light').navMode).toBe('light');
    expect(withMode({ ...classicLight, navMode: 'themed' }, 'dark').navMode).toBe('themed');
    expect(withLayout({ ...defaultThemeSettings, navMode: 'transparent', mode: 'dark' }, 'classic').navMode).toBe(
      'dark',
    );
  });

  it('other layouts keep the nav when the mode changes', () => {
    expect(withMode({ ...defaultThemeSettings, layout: 'decked', navMode: 'light' }, 'dark').navMode).toBe('light');
  });

  it("nav mode 'default' recomputes it by the rules", () => {
    expect(withNavMode({ ...classicLight, navMode: 'themed', mode: 'dark' }, 'default').navMode).toBe('dark');
    expect(withNavMode({ ...defaultThemeSettings, navMode: 'light' }, 'default').navMode).toBe('themed');
    expect(withNavMode(classicLight, 'transparent').navMode).toBe('transparent');
  });

  it('reads stored data through the whitelist, falling back per field', () => {
    const parsed = parseThemeSettings({ primaryColor: 'blue', primaryLevel: 42, mode: 'dark', evil: '<script>' });
    expect(parsed).toEqual({ ...defaultThemeSettings, primaryColor: 'blue', mode: 'dark' });
    expect(parseThemeSettings('garbage')).toEqual(defaultThemeSettings);
    expect(parseThemeSettings(null)).toEqual(defaultThemeSettings);
  });
});

describe('layouts of the signed-in pages', () => {
  it('offers only layouts that keep the navigation and the account menu', () => {
    expect([...layoutTypes]).toEqual(['classic', 'modern', 'stackedSide', 'decked', 'simple']);
  });

  it('falls back to the default for a stored layout that leaves no way to sign out', () => {
    for (const layout of ['landing', 'auth', 'blank']) {
      expect(parseThemeSettings({ ...defaultThemeSettings, layout: layout as never, mode: 'dark' })).toEqual({
        ...defaultThemeSettings,
        mode: 'dark',
      });
    }
  });

  it('sizes controls in 4 px steps: 28, 36, 44 and 56 px', () => {
    expect(controlSizes.map(controlHeight)).toEqual([28, 36, 44, 56]);
  });
});
