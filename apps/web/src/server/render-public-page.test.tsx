// @vitest-environment node
// The server renders without a window: any browser-only code reached while rendering fails here.

import { publicPageQueryParameters, serverRenderedPaths } from '@portal/shared/public-pages';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { renderPublicPage, themeStylesheet } from './render-public-page';
import { testPageData, testRenderInput } from './test-page-data';

function render(overrides: Parameters<typeof testRenderInput>[0] = {}) {
  const html = renderPublicPage(testRenderInput(overrides));
  if (html === null) throw new Error('not rendered');
  return { html, document: new JSDOM(html).window.document };
}

describe('the server-rendered public pages', () => {
  it('renders the landing page in French with the figures, the session, the quotes and the contact', () => {
    const { document } = render({ language: 'fr' });
    const root = document.documentElement;
    expect(root.lang).toBe('fr');
    expect(root.dataset.renderedLang).toBe('fr');
    expect(document.title).toBe('Portail des bourses');
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_FR');
    expect(document.querySelector('h1')?.textContent).toBe('Étudier sans se soucier de l’argent');
    expect(document.querySelector('[data-testid="statistic-scholarships"]')?.textContent).toContain('168');
    expect(document.querySelector('[data-testid="statistic-value"]')?.textContent).toMatch(/125\s800\s000\sFCFA/);
    expect(document.body.textContent).toContain('Session 2026');
    // The day the committee announced for its decisions (test data: 2099-02-15).
    expect(document.body.textContent).toContain('Le comité prévoit de publier ses décisions le 15 févr. 2099.');
    expect(document.body.textContent).toContain('It paid my studies.');
    expect(document.querySelector('a[href="mailto:contact@example.org"]')).not.toBeNull();
    // The countdown and the window carry what the page's script needs to keep them live.
    const timer = document.querySelector<HTMLElement>('[role="timer"]');
    expect(timer?.dataset.countdownUntil).toBe('2099-01-01T08:00:00.000Z');
    expect(timer?.dataset.template).toBe('{{days}} j {{hours}} h {{minutes}} min {{seconds}} s');
    expect(document.querySelector('[data-instants]')?.getAttribute('data-template')).toContain('{{start}}');
  });

  it('links the given styles and loads no script but the enhancement one (the CSP forbids inline scripts)', () => {
    const { document } = render();
    const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(styles).toEqual(['/assets/main.css']);
    const scripts = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual(['/preload-settings.js', '/assets/public-page.js']);
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/cookies.js');
    expect([...document.querySelectorAll('link[hreflang]')].map((link) => link.getAttribute('href'))).toEqual([
      'https://portal.example.org/home?lang=en',
      'https://portal.example.org/home?lang=fr',
      'https://portal.example.org/home?lang=it',
    ]);
  });

  it('links the theme’s stylesheet first when given one, instead of carrying what it holds', () => {
    // The same instant for both renders (the countdown carries it).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const inline = render();
    const linked = render({ themeStylesheet: '/theme/abc.css' });
    vi.useRealTimers();
    const heads = [inline, linked].map(({ document }) => [...document.head.children].map((child) => child.outerHTML));
    expect(heads[1]).toEqual(
      heads[0]
        ?.filter((element) => !element.startsWith('<style>'))
        .flatMap((element) =>
          element.includes('/assets/main.css') ? ['<link rel="stylesheet" href="/theme/abc.css">', element] : [element],
        ),
    );
    // The stylesheet holds the page's inline layer order, the theme's variables and Mantine's global classes…
    const blocks = ['head > style', 'style[data-mantine-styles="true"]', 'style[data-mantine-styles="classes"]'];
    const inlineBlocks = blocks.map((selector) => inline.document.querySelector(selector));
    expect(inlineBlocks[0]?.textContent).toMatch(/^@layer mantine\./);
    expect(themeStylesheet(undefined)).toBe(inlineBlocks.map((block) => block?.textContent).join('\n'));
    // …and the body is the same without them.
    expect(blocks.map((selector) => linked.document.querySelector(selector))).toEqual([null, null, null]);
    for (const block of inlineBlocks) block?.remove();
    expect(linked.document.body.innerHTML).toBe(inline.document.body.innerHTML);
    expect(themeStylesheet({ mode: 'dark', primaryColor: 'teal' })).toContain('var(--mantine-color-teal-filled)');
  });

  it('renders the phone menu closed but present, and a sign-in link that knows the dashboard', () => {
    const { document } = render();
    const burger = document.querySelector<HTMLElement>('[data-disclosure]');
    expect(burger?.getAttribute('aria-expanded')).toBe('false');
    expect(burger?.getAttribute('aria-label')).toBe('Open navigation');
    const menu = document.getElementById(burger?.dataset.disclosure ?? '');
    expect(menu?.hidden).toBe(true);
    expect(menu?.querySelectorAll('a').length).toBe(5);
    const signIn = document.querySelector<HTMLAnchorElement>('header a[data-signed-in-href]');
    expect(signIn?.getAttribute('href')).toBe('/auth/sign-in');
    expect(signIn?.dataset.signedInHref).toBe('/dashboard');
    expect(signIn?.dataset.signedInLabel).toBe('Dashboard');
  });

  it('renders the tour step named in the address, with links to the next and previous steps', () => {
    const { document } = render({ url: '/?step=3', language: 'fr' });
    expect(document.querySelector('h1')?.textContent).toBe('Qui peut postuler');
    expect(document.body.textContent).toContain('Étape 3 sur 4');
    const hrefs = [...document.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/home', '/?step=2', '/?step=4']));
  });

  it('uses the reader’s theme from the cookie, and the defaults for anything it does not know', () => {
    const dark = render({ theme: { mode: 'dark', primaryColor: 'teal', direction: 'rtl' } });
    expect(dark.document.documentElement.dataset.mantineColorScheme).toBe('dark');
    expect(dark.document.documentElement.dir).toBe('rtl');
    expect(dark.html).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled)');

    const tampered = render({ theme: { mode: '<script>', primaryColor: 'plaid' } });
    expect(tampered.document.documentElement.dataset.mantineColorScheme).toBe('light');
    expect(tampered.html).toContain('--mantine-primary-color-filled: var(--mantine-color-red-filled)');
  });

  it('escapes what administrators typed', () => {
    const quotes = [
      { id: 2, fullName: 'Eve', position: 'x', company: null, content: '<script>alert(1)</script>', image: null },
    ];
    const { html, document } = render({ data: testPageData({ quotes }) });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(document.body.textContent).toContain('<script>alert(1)</script>');
  });

  it('shows that no session is open, and leaves out the quotes section when there are none', () => {
    const { document } = render({ data: testPageData({ currentSession: null, quotes: [] }) });
    expect(document.querySelector('[role="timer"]')).toBeNull();
    expect(document.body.textContent).toContain('No session is open at the moment');
    expect(document.getElementById('home-quotes')).toBeNull();
  });

  it('renders every public page in Italian, and nothing for other paths', () => {
    for (const url of ['/', '/home', '/about', '/contact', '/about/terms', '/about/privacy']) {
      const { document } = render({ url, language: 'it' });
      expect(document.querySelector('h1')?.textContent, url).toBeTruthy();
      expect(document.documentElement.lang).toBe('it');
    }
    expect(renderPublicPage(testRenderInput({ url: '/dashboard' }))).toBeNull();
  });

  // The server keeps a rendered page for everyone whose address differs only by parameters the page does not read.
  const sampleParameters: Record<string, string> = { redirect: '/users', reason: 'session-expired' };
  it('depends on no query parameter but those the page declares', () => {
    // The countdown states the server's clock: the same instant for every render compared here.
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00.000Z'), toFake: ['Date'] });
    for (const path of serverRenderedPaths) {
      const plain = render({ url: path }).html;
      expect(render({ url: `${path}?utm_source=mail&ref=1&lang=fr` }).html, path).toBe(plain);
      for (const name of publicPageQueryParameters[path]) {
        const value = sampleParameters[name] ?? '2';
        expect(render({ url: `${path}?${name}=${encodeURIComponent(value)}` }).html, `${path}?${name}`).not.toBe(plain);
      }
    }
    vi.useRealTimers();
    // Two renders and more of every public page: seconds on a busy machine, never a measure of speed.
  }, 30_000);
});

describe('the public results', () => {
  it('list each closed session’s places by number and initials with their answer, in the reader’s language', () => {
    // A declined place is its holder's own choice, never worded as the committee's refusal; each state names the
    // place, so that its word agrees with it and not with the application beside it.
    for (const [language, number, accepted, declined] of [
      ['fr', 'Candidature n° 311', 'Place acceptée', 'Place déclinée'],
      ['en', 'Application no. 311', 'Place accepted', 'Place declined'],
      ['it', 'Candidatura n. 311', 'Posto accettato', 'Posto rifiutato'],
    ] as const) {
      const { document } = render({ url: '/results', language });
      expect(document.documentElement.lang).toBe(language);
      expect(document.querySelector('h2')?.textContent).toBe('Session 2025');
      const places = [...document.querySelectorAll('main li')].map((item) => item.textContent);
      expect(places).toHaveLength(3);
      expect(places[0]).toContain(number);
      expect(places[0]).toContain('A. B.');
      expect(places[0]).toContain(accepted);
      expect(places[1]).toContain(declined);
    }
  });

  it('say that nothing is published yet', () => {
    const { document } = render({ url: '/results', language: 'fr', data: testPageData({ results: [] }) });
    expect(document.body.textContent).toContain('Aucun résultat n’est encore publié.');
  });
});

describe('the allowance', () => {
  it('is the one of the programme settings, in every text that states it', () => {
    const publicSettings = { ...testPageData().publicSettings, allowanceAmount: 720_000, currency: 'XAF' };
    const home = render({ data: testPageData({ publicSettings }) }).document.body.textContent ?? '';
    expect(home).not.toContain('650,000');
    expect(home).not.toContain('{{');
    expect(home.match(/720,000 XAF/g)?.length).toBe(3);
    const tour = render({ url: '/?step=2', language: 'fr', data: testPageData({ publicSettings }) });
    expect(tour.document.querySelector('main')?.textContent).toMatch(/720\s000 XAF par an/);
  });
});

describe('texts of the programme settings', () => {
  it('are shown in the reader’s language: university, town and both addresses', () => {
    const home = render({ language: 'fr' }).document;
    const text = home.body.textContent ?? '';
    expect(text).toContain('Université de Dschang');
    expect(text).not.toContain('University of Dschang');
    expect(text).toContain('Antenne camerounaise');
    expect(text).toContain('Comité suisse');
    expect(text).toContain('BP 96');
    const contact = render({ url: '/contact', language: 'it' }).document.body.textContent ?? '';
    expect(contact).toContain('Sede in Camerun');
    expect(contact).toContain('Casella postale 96');
  });

  it('name the university and town an administrator set, not a name written into the texts', () => {
    const publicSettings = {
      ...testPageData().publicSettings,
      universityName: { en: 'University of Buea', fr: 'Université de Buea', it: 'Università di Buea' },
      universityTown: { en: 'Buea', fr: 'Buea', it: 'Buea' },
      cameroonAddress: {
        name: { en: 'Branch', fr: 'Antenne', it: 'Sede' },
        lines: { en: 'Buea', fr: 'Buea', it: 'Buea' },
      },
    };
    for (const url of ['/home', '/?step=1', '/?step=3']) {
      const text = render({ url, language: 'en', data: testPageData({ publicSettings }) }).document.body.textContent;
      expect(text, url).not.toContain('Dschang');
      expect(text, url).toMatch(/Buea/);
    }
    const home = render({ url: '/home', data: testPageData({ publicSettings }) }).document.body.textContent ?? '';
    expect(home).toContain('You live in Buea or its district.');
    expect(home).toContain('students of the university (University of Buea)');
  });
});
