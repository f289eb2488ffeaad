import { parseThemeSettings, type ThemeSettings } from '@portal/shared/theme';
import { createStore, useStore } from '../create-store';
import { readStored, writeStored } from '../storage';

const storageKey = 'theme';

/** Persisted under `portal.theme`, read back through the shared whitelist (bad data falls back to defaults). */
export const themeStore = createStore<ThemeSettings>(parseThemeSettings(readStored(storageKey)), (settings) =>
  writeStored(storageKey, settings),
);

export function useThemeSettings(): ThemeSettings {
  return useStore(themeStore);
}

/** Apply a pure rule from @portal/shared/theme: `updateTheme((s) => withMode(s, 'dark'))`. */
export function updateTheme(change: (settings: ThemeSettings) => ThemeSettings): void {
  themeStore.set((settings) => parseThemeSettings(change(settings)));
}
