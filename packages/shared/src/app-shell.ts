import type { Locale } from './locales';

/**
 * What the server writes into the web app's index.html for each language: the reader gets the page's language,
 * title and social tags, and a loading screen in their language, before any script runs. The web build takes them
 * from its `common` catalogs and writes them next to index.html (`appShellTextsFile`).
 */
export type AppShellTexts = {
  title: string;
  description: string;
  /** og:locale, e.g. fr_FR. */
  ogLocale: string;
  /** The product's name on the loading screen. */
  appName: string;
  loading: string;
};

export const appShellTextsFile = 'app-shell.json';

/**
 * The address of the installed app's manifest in a language (the web build writes one a language): the app links
 * the reader's once its first screen is on the page (apps/web/src/lib/app-manifest.ts).
 */
export const appManifestPath = (language: Locale) => `/manifest-${language}.webmanifest`;

export type AppShellCatalog = Record<Locale, AppShellTexts>;
