import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicPageRenderInput } from '@portal/shared/public-pages';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A web build whose server renderer echoes what it is given, for the server's side of the rendered pages (their
 * posted forms): the real pages are rendered in apps/web and in the browser journeys. Answers the build's folder
 * (for WEB_DIST) and how to remove it.
 */
export function echoRendererBuild(): { dist: string; remove: () => void } {
  const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(web, 'dist', '.vite'), { recursive: true });
  writeFileSync(join(web, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(web, 'dist', '.vite', 'manifest.json'), '{}');
  mkdirSync(join(web, 'dist-ssr'));
  writeFileSync(
    join(web, 'dist-ssr', 'render-public-page.js'),
    `export function pageSource() { return undefined; }
export function renderPublicPage(input) { return '<pre id="input">' + JSON.stringify(input) + '</pre>'; }
`,
  );
  return { dist: join(web, 'dist'), remove: () => rmSync(web, { recursive: true, force: true }) };
}

/** What the echo renderer was given for this answer, if it rendered it. */
export function echoedInput(body: string): PublicPageRenderInput | undefined {
  const echoed = /<pre id="input">(.*)<\/pre>/s.exec(body)?.[1];
  return echoed ? (JSON.parse(echoed) as PublicPageRenderInput) : undefined;
}

/** A test app serving such a build; closing it removes the build too. */
export async function appWithEchoRenderer(): Promise<TestApp> {
  const web = echoRendererBuild();
  const app = await createTestApp({ env: { WEB_DIST: web.dist } });
  return {
    ...app,
    close: async () => {
      await app.close();
      web.remove();
    },
  };
}
