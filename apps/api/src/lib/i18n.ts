import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Locale, locales } from '@portal/shared/locales';
import { programmeTimeZone } from '@portal/shared/session-rules';
import { apiFolder, repositoryFolder } from './package-paths.ts';

type Catalog = Map<string, string>;

/** Server catalogs: apps/api/src/locales/<lang>/<namespace>.json, plus the shared validation catalog. */
const folders = [join(apiFolder, 'src/locales'), join(repositoryFolder, 'packages/shared/src/locales')];

function flatten(value: unknown, prefix: string, out: Catalog): Catalog {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, out);
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

function load(locale: Locale): Catalog {
  const catalog: Catalog = new Map();
  for (const folder of folders) {
    const dir = `${folder}/${locale}`;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      flatten(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')), basename(file, '.json'), catalog);
    }
  }
  return catalog;
}

const catalogs = new Map(locales.map((locale) => [locale, load(locale)]));

export type TranslateParams = Record<string, string | number | undefined>;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** Each language's formats, made once: making one costs more than formatting with it many times over. */
const formats = new Map(
  locales.map((locale) => [
    locale,
    {
      number: new Intl.NumberFormat(locale),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
      instant: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: programmeTimeZone }),
    },
  ]),
);

/**
 * A parameter as the reader writes it: `{{name, number}}` in the language's number format, `{{name, date}}` a
 * calendar day (`2026-11-28`) or an instant (shown as its day in the programme's time zone) in words of the language.
 */
function formatParam(locale: Locale, value: string | number | undefined, format: string | undefined): string {
  const formatsOf = formats.get(locale)!;
  if (format === 'number' && typeof value === 'number') return formatsOf.number.format(value);
  if (format === 'date' && typeof value === 'string') {
    const day = calendarDay.test(value);
    const date = new Date(day ? `${value}T00:00:00Z` : value);
    if (!Number.isNaN(date.getTime())) return (day ? formatsOf.day : formatsOf.instant).format(date);
  }
  return String(value ?? '');
}

/**
 * Looks a key ("namespace.key") up in the locale, then in English; `{{name}}` is replaced by params, `{{name, date}}`
 * and `{{name, number}}` written in the locale's words and digits.
 */
export function translate(locale: Locale, key: string, params: TranslateParams = {}): string {
  const template = catalogs.get(locale)?.get(key) ?? catalogs.get('en')?.get(key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) =>
    formatParam(locale, params[name], format),
  );
}

export function hasTranslation(key: string): boolean {
  return catalogs.get('en')?.has(key) ?? false;
}
