import { useTranslation } from 'react-i18next';

/**
 * Every number the app shows or reads, in the reader's locale: "56,38" and "350 000" in French, "56,38" and
 * "350.000" in Italian, "56.38" and "350,000" in English. One formatter per kind, so a score reads the same on
 * every screen.
 */
export type NumberKind = 'count' | 'score' | 'francs' | 'size';

const kinds: Record<NumberKind, Intl.NumberFormatOptions> = {
  count: { maximumFractionDigits: 2 },
  score: { maximumFractionDigits: 2 },
  francs: { maximumFractionDigits: 0 },
  size: { maximumFractionDigits: 1 },
};

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, kind: NumberKind): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, kinds[kind]);
    formats.set(key, format);
  }
  return format;
}

/** A number as the reader of `locale` writes it. */
export function formatNumber(value: number, locale: string, kind: NumberKind = 'count'): string {
  const text = numberFormat(locale, kind).format(value);
  return kind === 'francs' ? `${text} FCFA` : text;
}

/** The formatter of the language shown now: `numbers.format(56.38, 'score')`, `numbers.francs(150000)`. */
export function useNumbers() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return {
    locale,
    format: (value: number, kind: NumberKind = 'count') => formatNumber(value, locale, kind),
    francs: (value: number) => formatNumber(value, locale, 'francs'),
  };
}

/** The decimal separator of `locale` ("," in French and Italian, "." in English). */
function decimalSeparator(locale: string): string {
  return (
    numberFormat(locale, 'count')
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** Spaces of any kind (plain, no-break, narrow no-break) and apostrophes only group digits, in every locale. */
const spacing = /[\s\u00a0\u202f'’]/g;
const grouped = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

/**
 * What a reader typed, read in their locale: "350 000", "350 000" (narrow no-break space) and "13,45" in French,
 * "350.000" and "13,45" in Italian, "350,000" and "13.45" in English. Empty is null; anything else that is not a
 * number in that locale is undefined, for the schema to refuse in words. Where the decimal separator is a comma, a
 * lone point is read as the decimal separator too (phone keypads that have no comma), unless it groups thousands.
 */
export function parseNumber(text: string, locale: string): number | null | undefined {
  const compact = text.replace(spacing, '');
  if (compact === '') return null;
  const negative = compact.startsWith('-');
  const unsigned = negative ? compact.slice(1) : compact;
  const decimal = decimalSeparator(locale);
  const group = decimal === ',' ? '.' : ',';
  const [whole = '', fraction, extra] = unsigned.split(decimal);
  if (extra !== undefined) return undefined;
  let digits: string;
  if (/^\d+$/.test(whole)) digits = whole;
  else if (grouped(group).test(whole)) digits = whole.split(group).join('');
  else if (decimal === ',' && fraction === undefined && /^\d*\.\d+$/.test(whole)) digits = whole;
  else return undefined;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  const value = Number(fraction === undefined ? digits : `${digits}.${fraction}`);
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

/** How a number field shows a value while it is not being typed in: grouped, in the reader's locale. */
export function numberText(value: number | null | undefined, locale: string, grouped = true): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: grouped }).format(value);
}
