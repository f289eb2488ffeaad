// What the only script of the server-rendered public pages does (decision 007): a few kilobytes that make the HTML
// behave as the app does — language switch, phone menu, the signed-in visitor's dashboard link, the session
// countdown and instants in the reader's time zone. It must never import React, Mantine or the API client.
import { isLocale } from '@portal/shared/locales';
import { languageCookie, themeCookie } from '@portal/shared/public-pages';
import { formatInstant, splitDuration } from '@/lib/date-time';
import { readCookie, writePreferenceCookie } from '@/lib/preference-cookies';
import { readStored } from '@/lib/storage';
import { enhanceAuthForms } from './auth-forms';
import type { PageNavigation } from './page-navigation';

let navigation: PageNavigation;
let renderedLanguage: string | undefined;

/** `{{name}}` slots of a translated template (the server put them there) filled with values. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(languageCookie, language);
  } catch {
    // The cookie alone carries the choice.
  }
  writePreferenceCookie(languageCookie, language);
}

/** The address without `?lang=`, which would otherwise win over the new choice. */
function withoutLanguageParameter(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  return url.pathname + url.search + url.hash;
}

function enhanceLanguage(): void {
  const params = new URLSearchParams(window.location.search);
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(languageCookie);
  } catch {
    // Nothing stored.
  }
  if (params.has('lang') && isLocale(renderedLanguage)) {
    rememberLanguage(renderedLanguage);
  } else if (isLocale(stored) && stored !== renderedLanguage && readCookie(languageCookie) !== stored) {
    // Chosen in the app before the cookie existed: render again in that language, once (only if the cookie took).
    writePreferenceCookie(languageCookie, stored);
    if (readCookie(languageCookie) === stored) navigation.reload();
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-language-switch]')) {
    select.addEventListener('change', () => {
      rememberLanguage(select.value);
      navigation.replace(withoutLanguageParameter());
    });
  }
}

/** A theme chosen in the app before the cookie existed: copied into it, and the page rendered again once in it. */
function syncThemeCookie(): void {
  const theme = readStored('theme');
  if (!theme || typeof theme !== 'object') return;
  const value = JSON.stringify(theme);
  if (readCookie(themeCookie) === value) return;
  writePreferenceCookie(themeCookie, value);
  if (readCookie(themeCookie) === value) navigation.reload();
}

function enhanceDisclosures(): void {
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-disclosure]')) {
    const panel = document.getElementById(toggle.dataset.disclosure ?? '');
    if (!panel) continue;
    toggle.addEventListener('click', () => {
      const open = panel.hidden;
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      const label = open ? toggle.dataset.labelOpened : toggle.dataset.labelClosed;
      if (label) toggle.setAttribute('aria-label', label);
      for (const lines of toggle.querySelectorAll('.mantine-Burger-burger')) {
        if (open) lines.setAttribute('data-opened', 'true');
        else lines.removeAttribute('data-opened');
      }
    });
  }
}

/** Both a token and a user count as signed in, as in src/lib/auth-store.ts. */
function showDashboardLinks(): void {
  const auth = readStored('auth') as { token?: unknown; user?: unknown } | null;
  if (!auth || typeof auth.token !== 'string' || !auth.user) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-signed-in-href]')) {
    link.href = link.dataset.signedInHref ?? link.href;
    const label = link.querySelector('.mantine-Button-label') ?? link;
    label.textContent = link.dataset.signedInLabel ?? label.textContent;
  }
}

/**
 * How long the server kept the page before sending it, from `Server-Timing: cache;dur=<ms>`: it renders a page once
 * for the visitors of the next few seconds (decision 009), so its clock when sending is the rendered one plus this.
 * 0 where the browser does not expose the header (plain HTTP, older browsers).
 */
function pageAgeMs(): number {
  const [page] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return page?.serverTiming?.find((timing) => timing.name === 'cache')?.duration ?? 0;
}

function tickCountdowns(): void {
  for (const timer of document.querySelectorAll<HTMLElement>('[data-countdown-until]')) {
    const until = Date.parse(timer.dataset.countdownUntil ?? '');
    const offset = Date.parse(timer.dataset.serverNow ?? '') + pageAgeMs() - Date.now();
    const template = timer.dataset.template;
    if (Number.isNaN(until) || Number.isNaN(offset) || !template) continue;
    const tick = () => {
      const left = until - (Date.now() + offset);
      timer.textContent = fill(template, splitDuration(left));
      // The session has just opened or closed: the server tells what it has become.
      if (left <= 0) {
        window.clearInterval(interval);
        navigation.reload();
      }
    };
    const interval = window.setInterval(tick, 1000);
    tick();
  }
}

function localizeInstants(): void {
  const language = renderedLanguage ?? document.documentElement.lang;
  for (const element of document.querySelectorAll<HTMLElement>('[data-instants]')) {
    const template = element.dataset.template;
    if (!template) continue;
    try {
      const instants = JSON.parse(element.dataset.instants ?? '{}') as Record<string, string>;
      const values = Object.fromEntries(
        Object.entries(instants).map(([name, iso]) => [name, formatInstant(iso, language)]),
      );
      element.textContent = fill(template, values);
    } catch {
      // Left as the server wrote it.
    }
  }
}

/** Runs every enhancement on the page as the server rendered it. */
export function enhancePage(pageNavigation: PageNavigation): void {
  navigation = pageNavigation;
  renderedLanguage = document.documentElement.dataset.renderedLang;
  enhanceLanguage();
  syncThemeCookie();
  enhanceDisclosures();
  showDashboardLinks();
  tickCountdowns();
  localizeInstants();
  enhanceAuthForms(navigation);
}
