import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PublicPageRenderInput } from '@portal/shared/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { insertQuote } from '../../src/modules/public-site/quotes.repository.ts';
import { pageAssets } from '../../src/plugins/public-pages.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * The server side of the pre-rendered public pages: which language, theme, data and files reach the renderer, and
 * that a visitor still gets the app when the renderer is missing or fails. A stand-in renderer echoes its input;
 * the real one is tested in apps/web (render-public-page.test.tsx) and in the browser journeys.
 */
const manifest = {
  'index.html': { file: 'assets/main.js', css: ['assets/main.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/home.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_shared.js', 'index.html'] },
  'src/public-page/enhance.ts': { file: 'assets/enhance.js', imports: ['_cookies.js'] },
  '_cookies.js': { file: 'assets/cookies.js' },
};

const fakeRenderer = `
export function pageSource(path) { return path === '/home' ? 'src/home.tsx' : undefined; }
export function renderPublicPage(input) {
  if (input.url.includes('fail')) throw new Error('renderer failed');
  return '<!doctype html><pre id="input">' + JSON.stringify(input) + '</pre><!--' + 'page '.repeat(400) + '-->';
}
`;

const spaHtml = '<!doctype html><div id="root"></div><!-- the single-page app -->';

function makeWebBuild(withRenderer: boolean): string {
  const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(web, 'dist', '.vite'), { recursive: true });
  writeFileSync(join(web, 'dist', 'index.html'), spaHtml);
  writeFileSync(join(web, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (withRenderer) {
    mkdirSync(join(web, 'dist-ssr'));
    writeFileSync(join(web, 'dist-ssr', 'render-public-page.js'), fakeRenderer);
  }
  return web;
}

/** A test app serving a web build made for this describe block, removed after it; read it as `t.app`. */
function appWithWebBuild(withRenderer: boolean): TestApp {
  const holder = {} as { app: TestApp; web: string };
  beforeAll(async () => {
    holder.web = makeWebBuild(withRenderer);
    holder.app = await createTestApp({ env: { WEB_DIST: join(holder.web, 'dist') } });
  });
  afterAll(async () => {
    await holder.app.close();
    rmSync(holder.web, { recursive: true, force: true });
  });
  return new Proxy({} as TestApp, { get: (_target, key) => holder.app[key as keyof TestApp] });
}

function rendered(body: string): PublicPageRenderInput {
  const match = /<pre id="input">(.*)<\/pre>/s.exec(body);
  if (!match?.[1]) throw new Error(`not a rendered page: ${body.slice(0, 200)}`);
  return JSON.parse(match[1]) as PublicPageRenderInput;
}

describe('pre-rendered public pages', () => {
  const t = appWithWebBuild(true);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('renders /home as HTML in the language of the browser, with what the database holds', async () => {
    const day = new Date('2026-01-01T00:00:00Z');
    const notice = { en: 'n', fr: 'n', it: 'n' };
    await t.database.db.insert(sessions).values({
      name: 'Session 2026',
      year: 2026,
      status: 'OPEN',
      startDate: day,
      endDate: new Date('2099-01-01T00:00:00Z'),
      completionNotice: notice,
      applicationGuidelines: notice,
    });
    await insertQuote(t.database.db, {
      fullName: 'Brice Kamga',
      position: 'Former scholar',
      company: null,
      content: 'It paid my studies.',
      image: null,
    });

    const response = await get('/home', { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    // Served under the same policy as the app: no inline script can run.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const input = rendered(response.body);
    expect(input.url).toBe('/home');
    expect(input.language).toBe('fr');
    expect(input.data.statistics).toEqual({
      numberOfSessions: 11,
      totalScholarshipsGranted: 168,
      totalValueGranted: 125_800_000,
    });
    expect(input.data.publicSettings).toMatchObject({ allowanceAmount: 650_000, currency: 'FCFA' });
    expect(input.data.publicSettings).not.toHaveProperty('historicalScholarships');
    expect(input.data.quotes).toEqual([
      {
        id: expect.any(Number),
        fullName: 'Brice Kamga',
        position: 'Former scholar',
        company: null,
        content: 'It paid my studies.',
        image: null,
      },
    ]);
    expect(input.data.currentSession).toMatchObject({ name: 'Session 2026', status: 'OPEN', phase: 'OPEN' });
  });

  it('links the CSS of the page and of the app, and only the enhancement script', async () => {
    const input = rendered((await get('/home')).body);
    expect(input.assets).toEqual({
      css: ['/assets/shared.css', '/assets/main.css', '/assets/home.css'],
      scripts: ['/assets/enhance.js'],
      preload: ['/assets/cookies.js'],
    });
    // A page whose chunk the manifest does not know still gets the app's styles.
    expect(rendered((await get('/about')).body).assets.css).toEqual(['/assets/shared.css', '/assets/main.css']);
  });

  it('renders every public page, keeping the query string for the renderer', async () => {
    for (const path of ['/', '/home', '/about', '/contact', '/about/terms', '/about/privacy']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(rendered(response.body).url).toBe(path);
    }
    expect(rendered((await get('/?step=3')).body).url).toBe('/?step=3');
  });

  it('prefers the language cookie to the browser, and ?lang to both (then remembers it)', async () => {
    const cookie = rendered((await get('/about', { cookie: 'other=1; portal.lang=it', 'accept-language': 'fr' })).body);
    expect(cookie.language).toBe('it');
    expect((await get('/about', { cookie: 'portal.lang=it' })).headers['set-cookie']).toBeUndefined();

    const chosen = await get('/about?lang=fr', { cookie: 'portal.lang=it', 'accept-language': 'en' });
    expect(rendered(chosen.body).language).toBe('fr');
    expect(chosen.headers['set-cookie']).toMatch(/^portal\.lang=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('ignores a language it does not have, wherever it comes from', async () => {
    const input = rendered((await get('/about?lang=de', { cookie: 'portal.lang=xx', 'accept-language': 'it' })).body);
    expect(input.language).toBe('it');
    expect(rendered((await get('/about', { 'accept-language': 'de-DE' })).body).language).toBe('en');
  });

  it('hands the theme cookie to the renderer, and nothing when it is not JSON', async () => {
    const theme = encodeURIComponent(JSON.stringify({ mode: 'dark', primaryColor: 'blue' }));
    expect(rendered((await get('/home', { cookie: `portal.theme=${theme}` })).body).theme).toEqual({
      mode: 'dark',
      primaryColor: 'blue',
    });
    expect(rendered((await get('/home', { cookie: 'portal.theme=%7Bnot-json' })).body).theme).toBeUndefined();
    expect(rendered((await get('/home', { cookie: 'portal.theme=%E0%A4%A' })).body).theme).toBeUndefined();
  });

  it('serves the app instead when rendering fails, never an error page', async () => {
    const response = await get('/home?fail=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(spaHtml);
  });

  it('leaves the other routes to the app, and unknown API paths to JSON 404s', async () => {
    expect((await get('/dashboard')).body).toBe(spaHtml);
    expect((await get('/auth/sign-in')).body).toBe(spaHtml);
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('refuses other methods on a public page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/home', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('a web build without the server renderer', () => {
  const t = appWithWebBuild(false);

  it('lets the single-page app render the public pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(spaHtml);
  });
});

describe('pageAssets', () => {
  it('survives a manifest without the enhancement entry', () => {
    expect(pageAssets({ 'index.html': { file: 'assets/main.js' } }, undefined)).toEqual({
      css: [],
      scripts: [],
      preload: [],
    });
  });
});

describe('compression', () => {
  const t = appWithWebBuild(true);

  it('compresses pages and API answers for browsers that accept it, and only for them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<pre id="input">');
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString('utf8'))).toHaveProperty('openapi');
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });
});
