import { themeCookie } from '@portal/shared/public-pages';
import { parseThemeSettings, type ThemeSettings } from '@portal/shared/theme';
import { createStore, useStore } from '../create-store';
import { writePreferenceCookie } from '../preference-cookies';
import { readStored, writeStored } from '../storage';

const storageKey = 'theme';

/**
 * Persisted under `portal.theme`, read back through the shared whitelist (bad data falls back to defaults), and
 * mirrored to a cookie so the server renders the public pages in the same colours.
 */
export const themeStore = createStore<ThemeSettings>(parseThemeSettings(readStored(storageKey)), (settings) => {
  writeStored(storageKey, settings);
  writePreferenceCookie(themeCookie, JSON.stringify(settings));
});

export function useThemeSettings(): ThemeSettings {
  return useStore(themeStore);
}

/** Apply a pure rule from @portal/shared/theme: `updateTheme((s) => withMode(s, 'dark'))`. */
export function updateTheme(change: (settings: ThemeSettings) => ThemeSettings): void {
  themeStore.set((settings) => parseThemeSettings(change(settings)));
}
