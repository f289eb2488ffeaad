import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { appManifestPath } from '../../../packages/shared/src/app-shell.ts';
import { locales } from '../../../packages/shared/src/locales.ts';

/** The colour of the installed app's title bar and splash screen: the mark's red. */
export const appThemeColor = '#b91c1c';

/**
 * The web app manifest of each language (`manifest-<lang>.webmanifest`, `appManifestPath`): the app links the
 * reader's once its first screen is on the page (src/lib/app-manifest.ts). The installed app opens on the
 * dashboard, which sends a signed-out person to sign in.
 */
export function appManifests(catalog: (language: string) => { appName: string; meta: { description: string } }) {
  return locales.map((language) => {
    const common = catalog(language);
    const manifest = {
      name: common.appName,
      short_name: common.appName,
      description: common.meta.description,
      lang: language,
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: appThemeColor,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    return [appManifestPath(language).slice(1), manifest] as const;
  });
}

type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;
type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * Workbox precaches the shell only: index.html, the entry script with what it imports and its stylesheets, the
 * app's start that it imports once the page has painted, the icons. The screens' files (and the catalogs, in the reader's language only) are kept as the signed-in app warms
 * them (src/lib/offline-app.ts), so an applicant's phone never stores the administrators' screens.
 */
export function shellPrecache(): {
  plugin: Plugin;
  transform: (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;
} {
  // The build's own folder (a test builds into a folder of its own), known once Vite has read its configuration.
  let dist = '';
  const plugin: Plugin = {
    name: 'portal:shell-precache-folder',
    configResolved(config) {
      dist = resolve(config.root, config.build.outDir);
    },
  };
  const transform = async (entries: PrecacheEntry[]) => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    const shell = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || shell.has(chunk.file)) return;
      shell.add(chunk.file);
      for (const css of chunk.css ?? []) shell.add(css);
      for (const child of chunk.imports ?? []) visit(child);
    };
    visit('index.html');
    // The app's start, which the entry imports once the loading screen has painted (src/main.tsx).
    for (const started of manifest['index.html']?.dynamicImports ?? []) visit(started);
    const kept = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
    return { manifest: kept, warnings: [] };
  };
  return { plugin, transform };
}
