import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { isServerRenderedPath } from '@portal/shared/public-pages';
import { formatLayoutProblem, layoutProblems } from '../support/layout.ts';
import { settle } from '../support/settle.ts';
import { type Lang, say } from './catalog.ts';

/** Where the pictures go: `gallery/` at the root of the repository, ignored by git. */
export const galleryDir = join(import.meta.dirname, '..', '..', 'gallery');

export type Theme = 'light' | 'dark';
export type Variant = { width: 360 | 1280; lang: Lang; theme: Theme };

/** The chapters of the index, in its order: who looks, and in which state of the programme. */
export const chapters = {
  public: 'Public pages (server-rendered)',
  auth: 'Sign-in pages',
  applicantBefore: 'Applicant, no session open (before one opens, after the last one closed)',
  applicantOpen: 'Applicant, a session taking applications',
  committeeBefore: 'Committee, no session open',
  committeeOpen: 'Committee, a session taking applications and a closed one with its decisions',
  applicantSelection: 'Applicant, preselected for an interview',
  committeeSelection: 'Committee, the interview shortlist, the slots and the panels',
  committeeTwoFactor:
    'Committee, two-step sign-in: set up in the settings, the code at sign-in, reset by an administrator',
} as const;
export type Chapter = keyof typeof chapters;

/** Applicants: a cheap phone, in French. */
export const phoneVariants: Variant[] = [
  { width: 360, lang: 'fr', theme: 'light' },
  { width: 360, lang: 'fr', theme: 'dark' },
];
/** The committee: a desktop, in English and in Italian. */
export const desktopVariants: Variant[] = [
  { width: 1280, lang: 'en', theme: 'light' },
  { width: 1280, lang: 'en', theme: 'dark' },
  { width: 1280, lang: 'it', theme: 'light' },
  { width: 1280, lang: 'it', theme: 'dark' },
];
/** Pages everybody sees: on the phone in French and on the desktop in English. */
export const everyoneVariants: Variant[] = [...phoneVariants, ...desktopVariants.filter((v) => v.lang === 'en')];

export const variantName = (variant: Variant) => `${variant.width}-${variant.lang}-${variant.theme}`;

const browserLocales: Record<Lang, string> = { en: 'en-GB', fr: 'fr-CM', it: 'it-CH' };
/** Where each reads: applicants in Cameroon, the committee in Switzerland (times on screen name both zones). */
const browserZones: Record<Lang, string> = { en: 'Europe/Zurich', fr: 'Africa/Douala', it: 'Europe/Zurich' };

/** What `localStorage['portal.auth']` holds for a signed-in person: the sign-in answer. */
export type StoredAuth = { token: string; user: { id: number } };

/**
 * A fresh browser for one variant: its size, its language and theme where the app (localStorage) and the
 * server-rendered pages (cookies) read them, and, for a signed-in person, their token.
 */
export async function openDevice(
  browser: Browser,
  baseURL: string,
  variant: Variant,
  auth?: StoredAuth,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: variant.width, height: variant.width === 360 ? 740 : 800 },
    locale: browserLocales[variant.lang],
    timezoneId: browserZones[variant.lang],
    deviceScaleFactor: 1,
  });
  const theme = JSON.stringify({ mode: variant.theme });
  await context.addCookies([
    { name: 'portal.lang', value: variant.lang, url: baseURL },
    { name: 'portal.theme', value: encodeURIComponent(theme), url: baseURL },
  ]);
  await context.addInitScript(
    ({ lang, theme, auth }) => {
      localStorage.setItem('portal.lang', lang);
      // Set once: a screen photographed in another layout (`Camera.inLayout`) keeps it over reloads.
      if (!localStorage.getItem('portal.theme')) localStorage.setItem('portal.theme', theme);
      if (auth) localStorage.setItem('portal.auth', auth);
    },
    { lang: variant.lang, theme, auth: auth ? JSON.stringify(auth) : null },
  );
  return { context, page: await context.newPage() };
}

/**
 * Waits until the screen is finished: nothing changed in the page for a quarter of a second, no skeleton or loader
 * shown, fonts and images loaded; then lets finite animations end.
 */
async function ready(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const busy = () =>
          [...document.querySelectorAll('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]')].some(
            (element) => element.checkVisibility(),
          ) ||
          document.fonts.status !== 'loaded' ||
          [...document.images].some((image) => !image.complete);
        let last = performance.now();
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const started = performance.now();
        const tick = () => {
          const now = performance.now();
          if ((now - last > 250 && !busy()) || now - started > 8_000) {
            observer.disconnect();
            resolve();
          } else setTimeout(tick, 50);
        };
        tick();
      }),
  );
  await settle(page);
}

/**
 * Goes to an address of the app inside the app, as a click on a link would: the router reads the history, and the
 * app is not loaded again. Resolves once the page has started to change (or after 5 s: nothing changed).
 */
async function follow(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        // A person's click would move the focus to the link: no focus ring left on the button of the last dialog.
        (document.activeElement as HTMLElement | null)?.blur();
        // A followed link opens the next screen at its top (the app's scroll restoration does it for a click; the
        // history entry made here is a new one it has no position for).
        window.scrollTo(0, 0);
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, 5_000);
      }),
    path,
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One picture's record, beside its PNG: what the index shows and what the layout check found on it. */
export type ShotRecord = {
  chapter: Chapter;
  screen: string;
  order: number;
  variant: Variant;
  file: string;
  /** The address asked for, and where the app ended (a redirect, a tab chosen): both count as covered routes. */
  asked: string;
  path: string;
  problems: string[];
};

/** Photographs the screens of one chapter in one variant, and records what the layout check finds on each. */
export class Camera {
  private order = 0;
  private inApp = false;
  private asked = '';

  constructor(
    readonly page: Page,
    readonly chapter: Chapter,
    readonly variant: Variant,
  ) {}

  /** Opens an address and photographs the whole page. Server-rendered pages are always loaded as a visitor would. */
  async visit(path: string, screen: string) {
    await this.go(path);
    await this.shot(screen);
  }

  async go(path: string) {
    const pathname = new URL(path, 'http://gallery').pathname;
    this.asked = pathname;
    if (this.inApp && !isServerRenderedPath(pathname)) await follow(this.page, path);
    else {
      await this.page.goto(path);
      this.inApp = !isServerRenderedPath(pathname);
    }
    await ready(this.page);
  }

  /** The page as it stands. A dialog floats over the screen: only the screen is taken, not the page below. */
  async shot(screen: string, { fullPage = true }: { fullPage?: boolean } = {}) {
    await ready(this.page);
    const problems = (await layoutProblems(this.page)).map(formatLayoutProblem);
    const file = `${this.chapter}/${slug(screen)}--${variantName(this.variant)}.png`;
    const target = join(galleryDir, file);
    mkdirSync(dirname(target), { recursive: true });
    await this.page.screenshot({ path: target, fullPage, animations: 'disabled', caret: 'hide' });
    const record: ShotRecord = {
      chapter: this.chapter,
      screen,
      order: this.order++,
      variant: this.variant,
      file,
      asked: this.asked,
      path: new URL(this.page.url()).pathname,
      problems,
    };
    writeFileSync(target.replace(/\.png$/, '.json'), JSON.stringify(record));
  }

  /** Photographs a signed-in screen in each layout a person may choose in the theme panel, then goes back. */
  async inLayouts(path: string, screen: string, layouts: readonly string[]) {
    await this.go(path);
    for (const layout of layouts) {
      await this.page.evaluate(
        ({ layout, mode }) => localStorage.setItem('portal.theme', JSON.stringify({ mode, layout })),
        { layout, mode: this.variant.theme },
      );
      await this.page.reload();
      await this.shot(`${screen}, ${layout} layout`);
    }
    await this.page.evaluate(
      (mode) => localStorage.setItem('portal.theme', JSON.stringify({ mode })),
      this.variant.theme,
    );
    await this.page.reload();
    await ready(this.page);
  }

  /** The navigation a phone opens with the header's button (a panel, not a dialog), closed by the same button. */
  async navigation(screen: string) {
    const burger = this.page.locator('header button[aria-expanded]').first();
    // The signed-in app's panel covers the header and has a close button of its own; the public pages' does not.
    const closeButton = this.page.getByRole('button', { name: say(this.variant.lang, 'shell:header.closeMenu') });
    await this.dialog(screen, () => burger.click(), {
      shown: (page) => page.locator('header button[aria-expanded="true"]'),
      close: async () => ((await closeButton.isVisible()) ? closeButton.click() : burger.click()),
    });
  }

  /**
   * Opens a dialog (or a menu, a drawer) with `open`, photographs it, then closes it: with Escape by default, or
   * with `close` for what is not a dialog (a navigation panel opened by its button).
   */
  async dialog(
    screen: string,
    open: (page: Page) => Promise<unknown>,
    options: { shown?: (page: Page) => Locator; close?: (page: Page) => Promise<unknown> } = {},
  ) {
    const shown = options.shown?.(this.page) ?? this.page.locator('[role="dialog"], [role="menu"]').last();
    await open(this.page);
    await shown.waitFor({ timeout: 15_000 });
    await this.shot(screen, { fullPage: false });
    if (options.close) await options.close(this.page);
    else {
      await this.page.keyboard.press('Escape');
      await shown.waitFor({ state: 'hidden', timeout: 15_000 });
    }
    // The pointer leaves the button it clicked: no hover colour on the next pictures.
    await this.page.mouse.move(0, 0);
  }
}
