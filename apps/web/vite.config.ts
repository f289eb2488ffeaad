/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative paths: Vite loads this file with Node, which would not compile the workspace package's TypeScript.
import { type AppShellCatalog, appShellTextsFile } from '../../packages/shared/src/app-shell.ts';
import { locales } from '../../packages/shared/src/locales.ts';
import { ogLocales } from './src/lib/og-locales.ts';
import { fillFirstRunScript } from './vite-plugins/first-run-script.ts';
import { mantineStyles } from './vite-plugins/mantine-styles.ts';
import { appManifests, shellPrecache } from './vite-plugins/offline-app.ts';
import { firstScreenCatalogs, type ScreenFiles, screenFiles, screenGroups } from './vite-plugins/screen-chunks.ts';

const preloadSettingsFile = 'preload-settings.js';
const preloadSettingsSource = fileURLToPath(new URL('./src/preload-settings.js', import.meta.url));
/**
 * The first-run script as the build sends it: with the names of the screens' files (early code) and each language's
 * loading screen, minified.
 */
const builtPreloadSettings = (files: ScreenFiles, shell: AppShellCatalog) => {
  const source = readFileSync(preloadSettingsSource, 'utf8');
  const filled = fillFirstRunScript(source, { files, shell });
  return minifySync(preloadSettingsFile, filled, { compress: true, mangle: true }).code;
};

/**
 * index.html as the server sends it (see the comments in index.html): the titles and loading texts of every
 * language, from the `common` catalogs, go next to it for the server; the entry's stylesheets move below the loading
 * screen so that it paints before they arrive, and above the app's root, whose Mantine variables must come after
 * them. The first-run script asks for the app's start (decision 525), whose files the build writes into it.
 */
function appShell(): Plugin {
  const catalog = (language: string) =>
    JSON.parse(readFileSync(new URL(`./src/locales/${language}/common.json`, import.meta.url), 'utf8'));
  return {
    name: 'portal-app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const texts = Object.fromEntries(
        locales.map((language) => {
          const common = catalog(language);
          const { title, description } = common.meta;
          const shell = { title, description, ogLocale: ogLocales[language] };
          return [language, { ...shell, appName: common.appName, loading: common.actions.loading }];
        }),
      ) as AppShellCatalog;
      this.emitFile({ type: 'asset', fileName: appShellTextsFile, source: JSON.stringify(texts) });
      // The script every page runs first (src/preload-settings.js; plain JavaScript, run as is), minified.
      this.emitFile({
        type: 'asset',
        fileName: preloadSettingsFile,
        source: builtPreloadSettings(screenFiles(bundle as unknown as Parameters<typeof screenFiles>[0]), texts),
      });
      for (const [fileName, manifest] of appManifests(catalog)) {
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(manifest) });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${preloadSettingsFile}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(preloadSettingsSource, 'utf8'));
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const withoutThem = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        return withoutThem.replace('<div id="root">', `${stylesheets.join('\n')}\n<div id="root">`);
      },
    },
  };
}

/** React itself: the first of the app's code to run (src/main.tsx), in a task of its own. */
const appReact = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * The other libraries every screen of the app runs on, run in the task after React's. zod goes with its settings
 * (src/lib/zod-config.ts): a schema built before them would probe for `eval`, which the page's policy refuses and
 * reports. Every file that builds a schema imports this one, which runs first; the routes' first reads build some in
 * the app's start.
 */
const appLibraries =
  /[\\/]node_modules[\\/](react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser|zod)[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/;

const precache = shellPrecache();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineStyles(),
    ...(isSsrBuild
      ? []
      : [
          appShell(),
          precache.plugin,
          // The service worker of the offline app (decision 521): src/service-worker/sw.ts with the shell's files
          // precached. Registered by the signed-in app (src/lib/offline-app.ts), so a first visit does not pay for it.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/service-worker',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            // Three manifests, one a language, come from appShell() above.
            manifest: false,
            injectManifest: {
              // The icons are not needed offline: an installed app's launcher keeps its own copy.
              globPatterns: ['index.html', 'preload-settings.js', 'favicon.svg', 'assets/*.{js,css}'],
              manifestTransforms: [precache.transform],
              // Hashed names change with their content: Workbox may take them from the browser's cache, which the
              // page filled a moment before, instead of downloading them again.
              dontCacheBustURLsMatching: /^assets\//,
            },
          }),
        ]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // `vite build --ssr src/server/render-public-page.tsx` (see package.json): the public pages rendered to HTML by
  // the API server. The workspace package ships TypeScript, so it is bundled; other dependencies stay external.
  ssr: { noExternal: ['@portal/shared'] },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        // The server bundles every catalog (src/server/server-i18n.ts); the browser's lazy loading of them does
        // not apply here, which is expected.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // The server reads it to link each server-rendered page to its CSS and to the enhancement script.
        manifest: true,
        rolldownOptions: {
          input: { main: 'index.html', 'public-page': 'src/public-page/enhance.ts' },
          // Mantine's stylesheets go with the chunks of the components that use them (decision 401): the app's
          // start carries those of every screen's frame, one file (decision 525).
          output: {
            codeSplitting: {
              groups: [
                // The libraries every screen of the app runs on, in two files rather than nine (on 3G a request
                // costs a round trip and its headers: decision 521): React, then the others, so that each runs in
                // a task of its own (src/main.tsx). Never the public pages' script's.
                { name: 'app-react', test: appReact, priority: 2 },
                { name: 'app-libraries', test: appLibraries, priority: 1 },
                // The applicant's screens, one file a group rather than one a module, and the catalogs of their
                // first screen, one file a language (decision 525).
                ...screenGroups(),
                firstScreenCatalogs,
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
}));
