import type { Locale } from '@portal/shared/locales';
import i18next, { type i18n as I18n, type Resource } from 'i18next';

// On the server every catalog is bundled: a page renders in one pass, without waiting for a download.
// The shared catalogs too: validation messages and the eligibility reasons (`review`) the eligibility page shows.
const catalogs = {
  ...import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../../../packages/shared/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};

function resourcesOf(language: Locale): Resource {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [file, catalog] of Object.entries(catalogs)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language && match[2]) namespaces[match[2]] = catalog;
  }
  return { [language]: namespaces };
}

const instances = new Map<Locale, I18n>();

/** One i18next instance per language, made on first use; the same options as the browser's (src/lib/i18n.ts). */
export function serverI18n(language: Locale): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      resources: resourcesOf(language),
      fallbackLng: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
