import type { Locale } from '@portal/shared/locales';

/** The `og:locale` of each interface language (social previews). */
export const ogLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR', it: 'it_IT' };
