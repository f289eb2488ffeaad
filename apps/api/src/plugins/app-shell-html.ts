import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppShellTexts, appShellTextsFile } from '@portal/shared/app-shell';
import { type Locale, locales } from '@portal/shared/locales';
import { escapeHtml } from '../lib/html.ts';

function withMeta(html: string, selector: string, content: string): string {
  const tag = new RegExp(`(<meta ${selector} content=")[^"]*(")`);
  return html.replace(tag, (_match, start: string, end: string) => `${start}${escapeHtml(content)}${end}`);
}

/**
 * The web app's index.html in one language: `<html lang>`, title, description, og: tags and the loading screen. (The
 * app links the installed app's manifest of the reader's language itself, once its first screen is drawn.)
 */
export function localizeAppShell(html: string, language: Locale, texts: AppShellTexts): string {
  let page = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
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

const firstRunScriptTag = '<script src="/preload-settings.js"></script>';

/**
 * The page with the first-run script (`preload-settings.js`: the stored colour scheme and language, the early code) written into it rather than linked: it must run before the page is drawn, and linked it cost a round
 * trip before anything could be painted, on every page of the app (decision 525). Answers the page and the
 * policy's hash of the script (`'sha256-…'`), which the page's content security policy must allow; without the
 * script (a build without it), the page as it is.
 */
export function inlineFirstRunScript(html: string, script: string | null): { html: string; scriptHash: string | null } {
  if (script === null || !html.includes(firstRunScriptTag) || /<\/script/i.test(script))
    return { html, scriptHash: null };
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return { html: html.replace(firstRunScriptTag, () => `<script>${script}</script>`), scriptHash };
}

/**
 * index.html of each language, made once at start (serving the app costs a lookup, not a templating pass), and the
 * hash its inline first-run script needs in the content security policy.
 */
export function loadAppShell(root: string): { page: (language: Locale) => string; scriptHash: string | null } {
  const scriptFile = join(root, 'preload-settings.js');
  const script = existsSync(scriptFile) ? readFileSync(scriptFile, 'utf8') : null;
  const { html, scriptHash } = inlineFirstRunScript(readFileSync(join(root, 'index.html'), 'utf8'), script);
  const texts = readTexts(root);
  const pages = new Map(
    locales.map((language) => {
      const own = texts[language];
      return [language, isComplete(own) ? localizeAppShell(html, language, own) : html] as const;
    }),
  );
  return { page: (language) => pages.get(language) ?? html, scriptHash };
}
