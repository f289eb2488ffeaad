import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppShellTexts, appShellTextsFile } from '@portal/shared/app-shell';
import { type Locale, locales } from '@portal/shared/locales';
import { escapeHtml } from '../lib/html.ts';

function withMeta(html: string, selector: string, content: string): string {
  const tag = new RegExp(`(<meta ${selector} content=")[^"]*(")`);
  return html.replace(tag, (_match, start: string, end: string) => `${start}${escapeHtml(content)}${end}`);
}

/**
 * The web app's index.html in one language: `<html lang>`, title, description, og: tags, the loading screen, and the
 * installed app's manifest (the build writes one a language).
 */
export function localizeAppShell(html: string, language: Locale, texts: AppShellTexts): string {
  let page = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/(<link rel="manifest" href="\/manifest-)[a-z]{2}(\.webmanifest")/, `$1${language}$2`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(texts.title)}</title>`);
  page = withMeta(page, 'name="description"', texts.description);
  page = withMeta(page, 'property="og:title"', texts.title);
  page = withMeta(page, 'property="og:description"', texts.description);
  page = withMeta(page, 'property="og:locale"', texts.ogLocale);
  return page.replace(/(<[^>]*\bdata-shell-text="(\w+)"[^>]*>)[^<]*/g, (match, open: string, key: string) =>
    key in texts ? `${open}${escapeHtml(texts[key as keyof AppShellTexts])}` : match,
  );
}

function readTexts(root: string): Partial<Record<Locale, AppShellTexts>> {
  try {
    return JSON.parse(readFileSync(join(root, appShellTextsFile), 'utf8')) as Partial<Record<Locale, AppShellTexts>>;
  } catch {
    // A build without the texts (an older one, or a test's): the page stays in English.
    return {};
  }
}

const isComplete = (texts: Partial<AppShellTexts> | undefined): texts is AppShellTexts =>
  Boolean(texts) &&
  (['title', 'description', 'ogLocale', 'appName', 'loading'] as const).every(
    (key) => typeof texts?.[key] === 'string',
  );

/** index.html of each language, made once at start: serving the app costs a lookup, not a templating pass. */
export function loadAppShell(root: string): (language: Locale) => string {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const texts = readTexts(root);
  const pages = new Map(
    locales.map((language) => {
      const own = texts[language];
      return [language, isComplete(own) ? localizeAppShell(html, language, own) : html] as const;
    }),
  );
  return (language) => pages.get(language) ?? html;
}
