import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { AppShellCatalog } from '@portal/shared/app-shell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineFirstRunScript, localizeAppShell } from '../../src/plugins/app-shell-html.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** The web app's own index.html source: the server must find in it what it fills in. */
const indexHtml = new URL('../../../web/index.html', import.meta.url);

const texts: AppShellCatalog = {
  en: { title: 'Portal', description: 'Apply.', ogLocale: 'en_US', appName: 'Portal', loading: 'Loading…' },
  fr: { title: 'Portail', description: 'Postulez.', ogLocale: 'fr_FR', appName: 'Portail', loading: 'Chargement…' },
  it: { title: 'Portale', description: 'Candidati.', ogLocale: 'it_IT', appName: 'Portale', loading: 'Caricamento…' },
};

function webBuild(withTexts: boolean): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  copyFileSync(indexHtml, join(dist, 'index.html'));
  if (withTexts) writeFileSync(join(dist, 'app-shell.json'), JSON.stringify(texts));
  return dist;
}

describe('the single-page app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webBuild(true);
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers 200 for deep links to routes of the app', async () => {
    for (const url of [
      '/sessions/12/candidates',
      '/applications/5/edit/family',
      '/account/settings/security',
      '/auth/sign-in?redirect=%2Fusers',
      '/users/3/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the app (which shows not-found) for an address that is no route', async () => {
    for (const url of ['/no/such/place', '/users/3/extra', '/auth', '/sessions/3/nothing?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no/such/place' });
    expect(head.statusCode).toBe(404);
    const api = await get('/api/no/such/place');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it("is written in the reader's language: the language cookie first, then Accept-Language", async () => {
    const french = await get('/auth/sign-in', { cookie: 'portal.lang=fr' });
    expect(french.body).toMatch(/<html lang="fr"/);
    expect(french.body).toContain('<title>Portail</title>');
    expect(french.body).toContain('<meta name="description" content="Postulez." />');
    expect(french.body).toContain('<meta property="og:title" content="Portail" />');
    expect(french.body).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(french.body).toContain('data-shell-text="loading">Chargement…</p>');
    expect(french.headers.vary).toBe('Accept-Language, Cookie');
    expect(french.headers['cache-control']).toBe('no-cache');

    const italian = await get('/dashboard', { 'accept-language': 'it-CH,it;q=0.9' });
    expect(italian.body).toMatch(/<html lang="it"/);
    expect(italian.body).toContain('data-shell-text="appName">Portale</p>');

    const cookieWins = await get('/dashboard', { cookie: 'portal.lang=en', 'accept-language': 'fr' });
    expect(cookieWins.body).toMatch(/<html lang="en"/);
    expect(cookieWins.body).toContain('<title>Portal</title>');

    // Compressed for a browser that accepts it, the not-found page included.
    for (const url of ['/dashboard', '/nowhere']) {
      const compressed = await get(url, { cookie: 'portal.lang=fr', 'accept-encoding': 'gzip, deflate, br' });
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(compressed.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<title>Portail</title>');
    }

    const notFound = await get('/nowhere', { cookie: 'portal.lang=fr' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toMatch(/<html lang="fr"/);
  });
});

describe('a web build without the texts file', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webBuild(false);
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html as it was built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'portal.lang=fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en"/);
    expect(res.body).toContain('<title>Scholarship Portal</title>');
  });
});

describe('localizeAppShell', () => {
  it('escapes what it writes into the page', () => {
    const html =
      '<html lang="en"><title>x</title><meta name="description" content="x" /><p data-shell-text="appName">x</p>';
    const page = localizeAppShell(html, 'fr', { ...texts.fr, title: 'A <b> & "c"', appName: '<script>' });
    expect(page).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(page).toContain('<p data-shell-text="appName">&lt;script&gt;</p>');
  });
});

describe('the first-run script', () => {
  let t: TestApp;
  let dist: string;
  const script = "(()=>{document.documentElement.setAttribute('data-first-run','yes')})();";
  beforeAll(async () => {
    dist = webBuild(true);
    writeFileSync(join(dist, 'preload-settings.js'), script);
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is written into the page, and the page allows that script by its hash and no other inline one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.body).toContain(`<script>${script}</script>`);
    expect(res.body).not.toContain('src="/preload-settings.js"');
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(res.headers['content-security-policy']);
    expect(policy.split(';').find((directive) => directive.startsWith('script-src'))).toBe(
      `script-src 'self' 'sha256-${hash}'`,
    );
    // The file stays, for the pages rendered by the server and the offline app's copy of the page.
    const file = await t.app.inject({ method: 'GET', url: '/preload-settings.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(script);
  });

  it('stays linked when it could end the inline script early', () => {
    const page = '<head><script src="/preload-settings.js"></script></head>';
    expect(inlineFirstRunScript(page, 'x("</script>")')).toEqual({ html: page, scriptHash: null });
  });
});
