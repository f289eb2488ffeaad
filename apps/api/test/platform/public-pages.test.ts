import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type PublicPageRenderInput, pageAssets } from '@portal/shared/public-pages';
import { defaultThemeSettings, primaryColors, themeModes } from '@portal/shared/theme';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quotes, sessions } from '../../src/db/schema/index.ts';
import { quotesRepository } from '../../src/modules/public-site/quotes.repository.ts';
import { publicPageCacheSize } from '../../src/plugins/public-page-cache.ts';
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
let renders = 0;
export function pageSource(path) { return path === '/home' ? 'src/home.tsx' : undefined; }
export function themeStylesheet(theme) { return '/* ' + JSON.stringify(theme) + ' */' + ':root{}'.repeat(300); }
export function renderPublicPage(input) {
  renders += 1;
  if (input.url.includes('fail')) throw new Error('renderer failed');
  return '<!doctype html><pre id="input">' + JSON.stringify(input) + '</pre><p id="render">' + renders + '</p><!--' +
    'page '.repeat(400) + '-->';
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

/** Which call of the stand-in renderer made this page: the same number twice means the cache answered. */
function renderNumber(body: string): number {
  return Number(/<p id="render">(\d+)<\/p>/.exec(body)?.[1]);
}

/** How old the page was when sent, in ms, as `Server-Timing` tells the page's script. */
function ageOf(response: { headers: Record<string, unknown> }): number {
  return Number(/^cache;dur=(\d+)$/.exec(String(response.headers['server-timing']))?.[1]);
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
    await quotesRepository.insert(t.database.db, {
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

  it('hands the theme cookie to the renderer through the whitelist, and the defaults when it is not JSON', async () => {
    const theme = encodeURIComponent(JSON.stringify({ mode: 'dark', primaryColor: 'blue', script: '<x>' }));
    expect(rendered((await get('/home', { cookie: `portal.theme=${theme}` })).body).theme).toEqual({
      ...defaultThemeSettings,
      mode: 'dark',
      primaryColor: 'blue',
    });
    for (const cookie of ['portal.theme=%7Bnot-json', 'portal.theme=%E0%A4%A', 'portal.theme=null']) {
      expect(rendered((await get('/about', { cookie })).body).theme, cookie).toEqual(defaultThemeSettings);
    }
  });

  it('hands the renderer only the query parameters the page reads', async () => {
    expect(rendered((await get('/?utm_source=x&step=2&step=3')).body).url).toBe('/?step=2');
    expect(rendered((await get('/contact?step=2&lang=fr')).body).url).toBe('/contact');
  });

  it('serves the app instead when rendering fails, never an error page, and tries again next time', async () => {
    const before = renderNumber((await get('/?step=1')).body);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get('/?step=fail');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(spaHtml);
    }
    expect(renderNumber((await get('/?step=4')).body)).toBe(before + 3);
  });

  it('leaves the other routes to the app, and unknown API paths to JSON 404s', async () => {
    expect((await get('/dashboard')).body).toBe(spaHtml);
    expect((await get('/auth/forgot-password')).body).toBe(spaHtml);
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

  it("links the default theme's stylesheet, kept a year at an address of its own; another theme stays inline", async () => {
    const input = rendered((await get('/home')).body);
    expect(input.themeStylesheet).toMatch(/^\/theme\/[\w-]{16}\.css$/);
    const sheet = await get(input.themeStylesheet ?? '', { 'accept-encoding': 'gzip, br' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    // No header that acts only on a document.
    expect(sheet.headers['content-security-policy']).toBeUndefined();
    expect(brotliDecompressSync(sheet.rawPayload).toString('utf8')).toBe(
      `/* ${JSON.stringify(defaultThemeSettings)} */${':root{}'.repeat(300)}`,
    );
    const dark = encodeURIComponent(JSON.stringify({ mode: 'dark' }));
    expect(rendered((await get('/home', { cookie: `portal.theme=${dark}` })).body).themeStylesheet).toBeUndefined();
    expect((await get('/theme/no-such-sheet.css')).statusCode).toBe(404);
  });

  it('refuses other methods on a public page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/home', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('the cache of rendered pages', () => {
  const t = appWithWebBuild(true);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const renderOf = async (url: string, headers: Record<string, string> = {}) =>
    renderNumber((await get(url, headers)).body);
  const themed = (settings: object) => ({ cookie: `portal.theme=${encodeURIComponent(JSON.stringify(settings))}` });

  // A page is kept under a second: the clock stands still unless a test moves it, however slow the machine.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a second visit, and visitors arriving together, from one render', async () => {
    const [first, together] = await Promise.all([get('/about'), get('/about')]);
    expect(renderNumber(together.body)).toBe(renderNumber(first.body));
    const again = await get('/about');
    expect(again.body).toBe(first.body);
    expect(again.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'Accept-Language, Cookie' });
    // A hit still remembers a language chosen by the address.
    await get('/about?lang=fr');
    const chosen = await get('/about?lang=fr');
    expect(renderNumber(chosen.body)).toBe(renderNumber((await get('/about', { cookie: 'portal.lang=fr' })).body));
    expect(chosen.headers['set-cookie']).toMatch(/^portal\.lang=fr;/);
  });

  it('keeps apart what differs: page, tour step, language, theme', async () => {
    const renders = [
      await renderOf('/home'),
      await renderOf('/'),
      await renderOf('/?step=2'),
      await renderOf('/home', { 'accept-language': 'it' }),
      await renderOf('/home', themed({ mode: 'dark' })),
      await renderOf('/home', themed({ direction: 'rtl' })),
    ];
    expect(new Set(renders).size).toBe(renders.length);
    // …and not what the page does not show: other parameters, other cookies, theme values outside the whitelist.
    expect(await renderOf('/home?utm_source=mail', { cookie: 'other=1' })).toBe(renders[0]);
    expect(await renderOf('/?step=2&ref=x')).toBe(renders[2]);
    expect(await renderOf('/home', themed({ mode: 'dark', primaryColor: 'not-a-colour', extra: 1 }))).toBe(renders[4]);
    expect(await renderOf('/home', { cookie: 'portal.theme=%7Bjunk' })).toBe(renders[0]);
  });

  it('renders again after a successful write through the API, not after a refused one or a read', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const before = await get('/home');
    const settings = (await t.injectAs(admin, { method: 'GET', url: '/api/settings' })).json().data;
    const refused = await t.injectAs(admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { ...settings, allowanceAmount: -5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await renderOf('/home')).toBe(renderNumber(before.body));

    const saved = await t.injectAs(admin, {
      method: 'PUT',
      url: '/api/settings',
      payload: { ...settings, allowanceAmount: 700_000 },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get('/home');
    expect(renderNumber(after.body)).toBeGreaterThan(renderNumber(before.body));
    expect(rendered(after.body).data.publicSettings.allowanceAmount).toBe(700_000);
  });

  it('checks a page once 0.4 s old, rendering it again when what it shows changed, by any writer; tells its age', async () => {
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const first = await get('/contact');
    expect(first.headers['server-timing']).toBe('cache;dur=0');
    vi.setSystemTime(new Date('2026-11-23T10:00:00.350Z'));
    const kept = await get('/contact');
    expect(renderNumber(kept.body)).toBe(renderNumber(first.body));
    expect(ageOf(kept)).toBe(350);
    // Nothing changed: checked past 0.4 s, the page is kept, not rendered again.
    vi.setSystemTime(new Date('2026-11-23T10:00:00.500Z'));
    expect(renderNumber((await get('/contact')).body)).toBe(renderNumber(first.body));
    vi.setSystemTime(new Date('2026-11-23T10:00:01.000Z'));
    expect(renderNumber((await get('/contact')).body)).toBe(renderNumber(first.body));
    // Another server, or psql, adds a quote: only the database knows. Past 0.4 s the old page still goes out at
    // once, while the check renders the next one.
    await quotesRepository.insert(t.database.db, {
      fullName: 'Written elsewhere',
      position: 'Former scholar',
      company: null,
      content: 'Seen within a second.',
      image: null,
    });
    vi.setSystemTime(new Date('2026-11-23T10:00:01.500Z'));
    expect(renderNumber((await get('/contact')).body)).toBe(renderNumber(first.body));
    await vi.waitFor(async () => {
      const page = await get('/contact');
      expect(renderNumber(page.body)).toBeGreaterThan(renderNumber(first.body));
      expect(rendered(page.body).data.quotes.map((quote) => quote.fullName)).toContain('Written elsewhere');
    });
    // Past 0.8 s without a visitor, the next visitor waits for the check; the page tells how old it is. (The clock
    // moved while waiting above.)
    const second = await get('/contact');
    const secondRenderedAt = Date.now() - ageOf(second);
    vi.setSystemTime(new Date('2026-11-23T10:00:03.000Z'));
    const late = await get('/contact');
    expect(renderNumber(late.body)).toBe(renderNumber(second.body));
    expect(ageOf(late)).toBe(Date.now() - secondRenderedAt);
    // Rendered again at least every 5 s, even if nothing changed (the quotes are drawn again).
    vi.setSystemTime(new Date('2026-11-23T10:00:07.500Z'));
    await get('/contact');
    await vi.waitFor(async () =>
      expect(renderNumber((await get('/contact')).body)).toBeGreaterThan(renderNumber(second.body)),
    );
    await t.database.db.delete(quotes);
  });

  it('keeps the pages through a write that changes nothing they show', async () => {
    const before = await renderOf('/about');
    const student = await t.createUser();
    const saved = await t.injectAs(student, { method: 'PUT', url: '/api/users/locale', payload: { locale: 'fr' } });
    expect(saved.statusCode).toBe(200);
    expect(await renderOf('/about')).toBe(before);
  });

  it('never serves a page past the instant the current session opens or times out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const texts = { en: 'n', fr: 'n', it: 'n' };
    await t.database.db.insert(sessions).values({
      name: 'Session ending',
      year: 2026,
      status: 'OPEN',
      startDate: new Date('2026-11-01T00:00:00Z'),
      endDate: new Date('2026-11-23T10:00:02Z'),
      completionNotice: texts,
      applicationGuidelines: texts,
    });
    // Written without the sessions service: told as it would have told.
    t.app.pageChanges.changed();
    expect(rendered((await get('/home')).body).data.currentSession?.phase).toBe('OPEN');
    vi.setSystemTime(new Date('2026-11-23T10:00:01.999Z'));
    expect(rendered((await get('/home')).body).data.currentSession?.phase).toBe('OPEN');
    vi.setSystemTime(new Date('2026-11-23T10:00:02Z'));
    expect(rendered((await get('/home')).body).data.currentSession?.phase).toBe('TIMED_OUT');
    await t.database.db.delete(sessions);
    t.app.pageChanges.changed();
  });

  it('stays bounded, whatever themes visitors send', async () => {
    // Junk themes are the default theme: one page.
    const junk = [];
    for (let i = 0; i < 20; i++) junk.push(await renderOf('/about/terms', { cookie: `portal.theme=${i}` }));
    expect(new Set(junk).size).toBe(1);
    const themes = primaryColors.flatMap((primaryColor) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((primaryLevel) =>
        themeModes.map((mode) => ({ primaryColor, primaryLevel, mode })),
      ),
    );
    expect(themes.length).toBeGreaterThan(publicPageCacheSize);
    for (const theme of themes) await get('/about/privacy', themed(theme));
    // The least recently used went first: the latest theme is still kept, the first one is rendered again.
    const latest = await renderOf('/about/privacy', themed(themes.at(-1)!));
    expect(await renderOf('/about/privacy', themed(themes[0]!))).toBeGreaterThan(latest);
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

  it('serves a kept page in the encoding each browser asks for, all of the same render', async () => {
    const page = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/about', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await page();
    const br = await page('gzip, deflate, br');
    const gzip = await page('gzip;q=1, br;q=0.5');
    const star = await page('*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect([br, gzip, star].map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', 'gzip']);
    expect(br.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(star.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await page('identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});
