// zod/mini: the web app reads these settings on every first load, so the schema must cost little JS.
import * as z from 'zod/mini';

/** Primary colours a user may pick; the web app holds one 10-shade palette (levels 0–9) for each. */
export const primaryColors = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const;
export type PrimaryColor = (typeof primaryColors)[number];

/**
 * Layouts a signed-in user may choose for the signed-in pages: each keeps the navigation and the account menu (the
 * way to sign out). The landing and auth layouts are those of the public and sign-in pages, and a blank layout
 * would have neither: none of them is a choice, and a stored one falls back to the default.
 */
export const layoutTypes = ['classic', 'modern', 'stackedSide', 'decked', 'simple'] as const;
export type LayoutType = (typeof layoutTypes)[number];

export const navModes = ['light', 'dark', 'themed', 'transparent'] as const;
export type NavMode = (typeof navModes)[number];
/** 'default' is not stored: choosing it recomputes the nav mode from the layout and mode. */
export type NavModeChoice = NavMode | 'default';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];
export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

export const controlSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type ControlSize = (typeof controlSizes)[number];
/** Control heights in 4 px steps (xs, sm, md, lg are 7, 9, 11, 14 steps): 28, 36, 44 and 56 px. */
export const controlSizeSteps: Record<ControlSize, number> = { xs: 7, sm: 9, md: 11, lg: 14 };

/** Height in pixels of a button or input of this size. */
export function controlHeight(size: ControlSize): number {
  return controlSizeSteps[size] * 4;
}

/** In pixels. The header is 80 px high from the sm breakpoint up, 64 px on phones (`headerOnPhone`). */
export const layoutSizes = {
  sideNav: 290,
  sideNavCollapsed: 80,
  splitMini: 80,
  splitSecondary: 250,
  header: 80,
  headerOnPhone: 64,
} as const;

export const themeSettingsSchema = z.object({
  primaryColor: z.enum(primaryColors),
  /** Shade index 0–9 of the primary palette; 7 is the palette's "700". */
  primaryLevel: z.int().check(z.minimum(0), z.maximum(9)),
  mode: z.enum(themeModes),
  direction: z.enum(directions),
  layout: z.enum(layoutTypes),
  navMode: z.enum(navModes),
  cardBordered: z.boolean(),
  controlSize: z.enum(controlSizes),
  sideNavCollapsed: z.boolean(),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

const colorNavLayouts: readonly LayoutType[] = ['classic', 'stackedSide'];

/** Nav mode that the rules give for a layout and mode: modern is themed; classic/stackedSide follow the mode. */
export function defaultNavMode(settings: Pick<ThemeSettings, 'layout' | 'mode' | 'navMode'>): NavMode {
  if (settings.layout === 'modern') return 'themed';
  if (colorNavLayouts.includes(settings.layout)) return settings.mode;
  return settings.navMode === 'themed' ? 'light' : settings.navMode;
}

/** Choosing the modern layout borders cards and themes the nav; classic and stackedSide follow the mode unless themed. */
export function withLayout(settings: ThemeSettings, layout: LayoutType): ThemeSettings {
  const next = { ...settings, layout };
  if (layout === 'modern') return { ...next, cardBordered: true, navMode: 'themed' };
  if (colorNavLayouts.includes(layout) && next.navMode !== 'themed') return { ...next, navMode: next.mode };
  return next;
}

/** Switching light/dark also switches a light/dark nav on classic and stackedSide (a themed nav stays themed). */
export function withMode(settings: ThemeSettings, mode: ThemeMode): ThemeSettings {
  const next = { ...settings, mode };
  if (colorNavLayouts.includes(next.layout) && next.navMode !== 'themed') return { ...next, navMode: mode };
  return next;
}

export function withNavMode(settings: ThemeSettings, choice: NavModeChoice): ThemeSettings {
  if (choice !== 'default') return { ...settings, navMode: choice };
  return { ...settings, navMode: defaultNavMode(settings) };
}

export const defaultThemeSettings: ThemeSettings = {
  primaryColor: 'red',
  primaryLevel: 7,
  mode: 'light',
  direction: 'ltr',
  layout: 'modern',
  navMode: 'themed',
  cardBordered: true,
  controlSize: 'md',
  sideNavCollapsed: false,
};

/** Reads persisted settings field by field: unknown fields are dropped, an invalid field falls back to its default. */
export function parseThemeSettings(stored: unknown): ThemeSettings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const shape = themeSettingsSchema.shape;
  const pick = <K extends keyof ThemeSettings>(key: K): ThemeSettings[K] => {
    const parsed = shape[key].safeParse(source[key]);
    return parsed.success ? (parsed.data as ThemeSettings[K]) : defaultThemeSettings[key];
  };
  return {
    primaryColor: pick('primaryColor'),
    primaryLevel: pick('primaryLevel'),
    mode: pick('mode'),
    direction: pick('direction'),
    layout: pick('layout'),
    navMode: pick('navMode'),
    cardBordered: pick('cardBordered'),
    controlSize: pick('controlSize'),
    sideNavCollapsed: pick('sideNavCollapsed'),
  };
}
