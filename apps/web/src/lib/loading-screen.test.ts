import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppShellCatalog } from '@portal/shared/app-shell';
import { afterEach, describe, expect, it } from 'vitest';
import { fillFirstRunScript } from '../../vite-plugins/first-run-script';

const here = dirname(fileURLToPath(import.meta.url));

/** The first-run script as the build writes it, with each language's loading screen. */
const shell = Object.fromEntries(
  (['en', 'fr', 'it'] as const).map((language) => {
    const common = JSON.parse(readFileSync(join(here, `../locales/${language}/common.json`), 'utf8'));
    return [
      language,
      { title: '', description: '', ogLocale: '', appName: common.appName, loading: common.actions.loading },
    ];
  }),
) as AppShellCatalog;
const source = readFileSync(join(here, '../preload-settings.js'), 'utf8');
const built = fillFirstRunScript(source, {
  files: { start: [], signedIn: [], applicationEditor: [], catalogs: {} },
  shell,
});

/** The app's page as built (English), its first-run script run in its head, before the loading screen is parsed. */
async function openPage({ stored }: { stored: string | null }) {
  if (stored) localStorage.setItem('portal.lang', stored);
  document.documentElement.setAttribute('lang', 'en');
  document.body.innerHTML = '';
  new Function(built)();
  document.body.innerHTML = `<div id="app-boot"><p data-shell-text="appName">Scholarship Portal</p>
    <p role="status" data-shell-text="loading">Loading…</p></div><div id="root"></div>`;
  await Promise.resolve();
  return document.querySelector('[role="status"]')?.textContent;
}

afterEach(() => localStorage.clear());

describe('the loading screen', () => {
  it('is in the reader’s stored language even on a page kept in English (the offline app’s copy)', async () => {
    expect(await openPage({ stored: 'fr' })).toBe(shell.fr.loading);
    expect(shell.fr.loading).not.toBe(shell.en.loading);
    expect(document.querySelector('[data-shell-text="appName"]')?.textContent).toBe(shell.fr.appName);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('stays as the server wrote it when that is already the reader’s language', async () => {
    expect(await openPage({ stored: 'en' })).toBe('Loading…');
  });

  it('carries the two texts of each language and nothing more', () => {
    const slot = /const shellTexts = (\{.*?\});/.exec(built)?.[1];
    expect(JSON.parse(slot ?? 'null')).toEqual({
      en: { appName: shell.en.appName, loading: shell.en.loading },
      fr: { appName: shell.fr.appName, loading: shell.fr.loading },
      it: { appName: shell.it.appName, loading: shell.it.loading },
    });
  });
});
