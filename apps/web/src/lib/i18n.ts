import { defaultLocale, isLocale, type Locale, locales, pickLocale } from '@portal/shared/locales';
import { languageCookie } from '@portal/shared/public-pages';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { authStore } from './auth-store';
import { ogLocales } from './og-locales';
import { readCookie, writePreferenceCookie } from './preference-cookies';

/**
 * Catalogs live in src/locales/<lang>/<namespace>.json. Each file is its own lazy chunk, so only the current
 * language is downloaded, and a feature gets a namespace by adding one file per language and calling
 * useTranslation('<namespace>'); nothing to register. The shared package's catalogs (packages/shared/src/locales)
 * load the same way: their words are the server's too (the `glossary` names steps and decisions in the screens and
 * in the mails alike).
 */
const catalogs: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  ...import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/shared/src/locales/*/*.json'),
  ...import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json'),
};

function catalogLoader(language: string, namespace: string) {
  const file = `/${language}/${namespace}.json`;
  return Object.entries(catalogs).find(([path]) => path.endsWith(file))?.[1];
}

/**
 * Starts downloading the catalogs of `namespaces` now, before i18next is ready to ask for them (a screen's code
 * and its words then arrive together); i18next's later read finds the chunk already loaded.
 */
export function preloadCatalogs(namespaces: readonly string[], language: string = i18n.language ?? detectLanguage()) {
  for (const namespace of namespaces) void catalogLoader(language, namespace)?.().catch(() => undefined);
}

const lazyCatalogs: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogLoader(language, namespace);
    if (!load) return callback(new Error(`No catalog ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Namespaces every layout needs, loaded before the first render. */
export const coreNamespaces = ['common', 'shell', 'errors'] as const;

/** Stored choice first (localStorage, else the cookie the public pages use), then the browser's languages, else English. */
export function detectLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(languageCookie);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage blocked: the cookie may still hold the choice.
  }
  const cookie = readCookie(languageCookie);
  if (isLocale(cookie)) return cookie;
  const browser = navigator.languages?.length ? navigator.languages.join(',') : navigator.language;
  return pickLocale(browser);
}

export function currentLanguage(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}

function setMeta(property: string, content: string): void {
  document.head.querySelector(`meta[property="${property}"]`)?.setAttribute('content', content);
}

/** <html lang>, the title and the social-preview tags follow the language. */
function reflectLanguage(language: string): void {
  if (!isLocale(language)) return;
  document.documentElement.lang = language;
  document.title = i18n.t('common:meta.title');
  setMeta('og:title', i18n.t('common:meta.title'));
  setMeta('og:description', i18n.t('common:meta.description'));
  setMeta('og:locale', ogLocales[language]);
  document.head.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('common:meta.description'));
  try {
    window.localStorage.setItem(languageCookie, language);
  } catch {
    // Not persisted this time.
  }
  writePreferenceCookie(languageCookie, language);
}

/**
 * A signed-in person's mails follow the language they read now: reported when it changes and when they sign in.
 * The call is its own chunk, loaded only for signed-in people (public pages never download it).
 */
function reportLanguageToAccount(): void {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { token, user } = authStore.get();
  // Already the account's: nothing to send, and the call's chunk is not loaded (most first screens).
  if (!isLocale(language) || !token || user?.locale === language) return;
  void import('./account-locale').then((module) => module.saveAccountLocale(language));
}

export function initI18n(language: Locale = detectLanguage()) {
  i18n.on('languageChanged', reflectLanguage);
  i18n.on('languageChanged', reportLanguageToAccount);
  authStore.subscribe(reportLanguageToAccount);
  return i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...locales],
      // Every key exists in every language (checked by i18n-parity), so no second language is downloaded.
      fallbackLng: false,
      ns: [...coreNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

export { i18n };
