import type { PublicResultsSession } from './acceptance';
import type { EligibilityCheckOutcome } from './eligibility-questions';
import type { Locale } from './locales';
import type { PublicSettings, Statistics } from './programme';
import type { Quote } from './quotes';
import type { CurrentSession } from './sessions';
import type { SecondFactorStep, TwoFactorSetup } from './two-factor';

/**
 * The public pages that the server renders to HTML, so a visitor on a slow phone reads them without downloading
 * the application (decision 007). Both sides use these names: the web app writes the cookies, the server reads them.
 */
export const serverRenderedPaths = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/about/terms',
  '/about/privacy',
  '/eligibility',
  '/results',
  '/auth/sign-in',
  '/auth/sign-up',
] as const;
export type ServerRenderedPath = (typeof serverRenderedPaths)[number];

export function isServerRenderedPath(path: string): path is ServerRenderedPath {
  return (serverRenderedPaths as readonly string[]).includes(path);
}

/**
 * The query parameters each public page reads (the tour's step is in the address, so it works without script). The
 * server renders a page from its path and these alone, and keeps the result for other readers: a page that starts
 * reading another parameter must list it here, or the server will not hand it over.
 */
export const publicPageQueryParameters: Record<ServerRenderedPath, readonly string[]> = {
  '/': ['step'],
  '/home': [],
  '/about': [],
  '/contact': [],
  '/about/terms': [],
  '/about/privacy': [],
  '/eligibility': [],
  '/results': [],
  '/auth/sign-in': ['redirect', 'reason'],
  '/auth/sign-up': ['redirect'],
};

/**
 * The sign-in and sign-up forms, rendered on the server so a first visit costs a few kilobytes of script
 * (decision 523). Each posts to its own address; the server answers with the page again (the errors on their
 * fields) or, after a sign-in, with the hand-over of the token to the app.
 */
export const authFormPaths = ['/auth/sign-in', '/auth/sign-up'] as const satisfies readonly ServerRenderedPath[];
export type AuthFormPath = (typeof authFormPaths)[number];

export function isAuthFormPath(path: string): path is AuthFormPath {
  return (authFormPaths as readonly string[]).includes(path);
}

/** What the server answers a posted sign-in or sign-up form with, for the page to show it. */
export type AuthFormOutcome = {
  /** What was typed, passwords never included. */
  values: Record<string, string>;
  /** The API's refusal (status, code, message in the reader's language, field errors), if any. */
  error?: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: { field: string; code: string; message: string }[];
  };
  /** After a sign-up: the address the verification link went to. */
  sentTo?: string;
  /** After a sign-in: what the app keeps (src/lib/auth-store.ts); the page's script stores it and opens the app. */
  signedIn?: { token: string; user: Record<string, unknown> };
  /**
   * After a right password, the second factor asked (decision 565): the challenge, carried by the page in a hidden
   * field, and for an enrolment what the authenticator app needs.
   */
  secondFactor?: { step: SecondFactorStep; challenge: string; setup?: TwoFactorSetup };
  /** After an enrolment at sign-in: the recovery codes, shown once before `signedIn` is handed over. */
  recoveryCodes?: string[];
};

/** The public page that answers "Am I eligible?": its form is posted to the same address. */
export const eligibilityPagePath = '/eligibility' satisfies ServerRenderedPath;

/**
 * The name under which the reader's language (en, fr, it) is kept: the web app's localStorage key, and the cookie
 * that mirrors it so the server renders the public pages in it.
 */
export const languageStorageKey = 'portal.lang';
export const languageCookie = languageStorageKey;
/** The theme settings (JSON, read through the shared whitelist), mirrored from localStorage. */
export const themeCookie = 'portal.theme';
/** A year: the choices are as durable as the localStorage values they mirror. */
export const preferenceCookieMaxAge = 365 * 24 * 3600;

/** How many testimonials the landing page shows. */
export const landingQuoteCount = 3;

/** What the public pages show from the database, read by the server before it renders. */
export type PublicPageData = {
  statistics: Statistics;
  publicSettings: PublicSettings;
  quotes: Quote[];
  currentSession: CurrentSession;
  /** The public results: closed sessions whose list is not hidden. */
  results: PublicResultsSession[];
};

/** Files of the web build a rendered page links: its stylesheets, the enhancement script and what that imports. */
export type PublicPageAssets = { css: string[]; scripts: string[]; preload: string[] };

/** What the server reads of the web build's manifest (Vite's `.vite/manifest.json`): each chunk by its source. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The source of the public pages' enhancement script, an entry of the web build. */
const enhancementEntry = 'src/public-page/enhance.ts';

/** A chunk's CSS and that of every chunk it imports, first the imported ones (the order the browser applies). */
function cssOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => cssOf(manifest, child, seen)), ...(chunk.css ?? [])];
}

/**
 * The files a server-rendered page links: the stylesheets the single-page app loads for the page's component
 * (`pageSource`) and for the app's entry, and the enhancement script with what it imports.
 */
export function pageAssets(manifest: BuildManifest, pageSource: string | undefined): PublicPageAssets {
  const css = [...new Set([...cssOf(manifest, 'index.html'), ...(pageSource ? cssOf(manifest, pageSource) : [])])];
  const enhancement = manifest[enhancementEntry];
  return {
    css: css.map((file) => `/${file}`),
    scripts: enhancement ? [`/${enhancement.file}`] : [],
    preload: (enhancement?.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
  };
}

export type PublicPageRenderInput = {
  /** Path and query string, e.g. `/?step=2`. */
  url: string;
  /** The site's address (`PUBLIC_URL`), without a trailing slash: the links to the page in other languages are whole. */
  siteUrl: string;
  language: Locale;
  /** The theme cookie's value, parsed or not: the renderer reads it through the shared whitelist. */
  theme: unknown;
  data: PublicPageData;
  assets: PublicPageAssets;
  /**
   * The address of the theme's stylesheet (`PublicPageRenderer.themeStylesheet`), linked instead of writing the same
   * in every page; without it the page carries it inline.
   */
  themeStylesheet?: string;
  /** Only on the eligibility page, after its form was posted: the answers and the verdict (never kept in the cache). */
  eligibility?: EligibilityCheckOutcome;
  /** Only on sign-in and sign-up, after their form was posted (never kept in the cache). */
  auth?: AuthFormOutcome;
  /**
   * The page's own part alone, without the layout around it or the document (`pagePartHeader`): what the page's
   * script puts in place of the form it posted.
   */
  partOnly?: boolean;
};

/**
 * The header with which the sign-in pages' script asks for the page's own part only (`content`); the server sends
 * it back when it answered so.
 */
export const pagePartHeader = 'x-page-part';

/** The module the web build makes for the server (apps/web/src/server/render-public-page.tsx). */
export type PublicPageRenderer = {
  /** The whole HTML document, or null for a path that is not a public page. */
  renderPublicPage: (input: PublicPageRenderInput) => string | null;
  /** The source file of a page's component, the key of its chunk in the build manifest. */
  pageSource: (path: string) => string | undefined;
  /**
   * What a theme adds to every page, the same on each: the order of Mantine's cascade layers, the theme's CSS
   * variables and Mantine's global classes (~20 KB), as a stylesheet the server serves (decision 573).
   */
  themeStylesheet?: (theme: unknown) => string;
};

/** A cookie's value from a `Cookie` header or `document.cookie` ("a=1; portal.lang=fr"), decoded; undefined if absent or malformed. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
