import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lang = 'en' | 'fr' | 'it';

const locales = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
const catalogs = new Map<string, unknown>();

function catalog(lang: Lang, namespace: string): unknown {
  const file = join(locales, lang, `${namespace}.json`);
  if (!catalogs.has(file)) catalogs.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return catalogs.get(file);
}

/**
 * A string of the web app's catalogs (`'evaluation:decision.action.APPROVED'`), in the language of the screen: the
 * gallery clicks the same words a person reads, in French, English or Italian alike.
 */
export function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  return raw(lang, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The words before the first value of a string ("Actions for {{name}}" gives "Actions for "). */
export function sayStart(lang: Lang, key: string): string {
  return raw(lang, key).split('{{')[0] ?? '';
}

function raw(lang: Lang, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  let found: unknown = catalog(lang, namespace);
  for (const part of path.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`no string ${key} in ${lang}`);
  return found;
}
