export const locales = ['en', 'fr', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header ("fr-CH,fr;q=0.9,en;q=0.8"). */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? defaultLocale;
}

/** A text kept in every interface language, e.g. reference names and session notices. */
export type LocalizedText = Record<Locale, string>;
