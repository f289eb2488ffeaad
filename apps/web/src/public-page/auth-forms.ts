// Sign-in and sign-up as the server renders them (decision 523): the form works without this script (it posts to
// the server, which answers with the page again or with the hand-over of the token); the script keeps the visitor
// on the page while it posts, says so when there is no network and keeps what was typed, shows and hides the
// password, and hands the token over to the app. It must never import React, Mantine or the API client.
import { isLocale } from '@portal/shared/locales';
import { languageCookie, pagePartHeader } from '@portal/shared/public-pages';
import { afterSignInPath } from '@/config/local-paths';
import { readStored, writeStored } from '@/lib/storage';
import type { PageNavigation } from './page-navigation';

const redirectParameter = () => new URLSearchParams(window.location.search).get('redirect');

/** What the app keeps of a sign-in (src/lib/auth-store.ts): both a token and a user. */
function isSignedIn(value: unknown): value is { token: string; user: object } {
  const auth = value as { token?: unknown; user?: unknown } | null;
  return Boolean(auth && typeof auth.token === 'string' && auth.user && typeof auth.user === 'object');
}

/**
 * The server signed the visitor in: the token goes where the app reads it, and the app opens where it was asked.
 * `attribute` holds the sign-in: at once (`data-auth-handoff`), or once the recovery codes are kept.
 */
function handOver(element: Element, navigation: PageNavigation, attribute = 'data-auth-handoff'): boolean {
  try {
    const signedIn: unknown = JSON.parse(element.getAttribute(attribute) ?? '');
    if (!isSignedIn(signedIn)) return false;
    writeStored('auth', { token: signedIn.token, user: signedIn.user });
    // The page's language is the app's (the app would store it as it starts): stored now, the app's first page can
    // ask its reads before its code has arrived (src/preload-settings.js).
    const language = document.documentElement.getAttribute('data-rendered-lang');
    if (isLocale(language)) window.localStorage.setItem(languageCookie, language);
    navigation.replace(afterSignInPath(redirectParameter()));
    return true;
  } catch {
    return false;
  }
}

function enhancePasswordToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-label-show]')) {
    const input = button.closest('.mantine-PasswordInput-root')?.querySelector('input');
    if (!input) continue;
    button.addEventListener('click', (event) => {
      event.preventDefault();
      const reveal = input.type === 'password';
      input.type = reveal ? 'text' : 'password';
      const label = reveal ? button.dataset.labelHide : button.dataset.labelShow;
      if (label) button.setAttribute('aria-label', label);
      for (const icon of button.querySelectorAll('[data-password-icon]')) {
        const shown = icon.getAttribute('data-password-icon') === (reveal ? 'hide' : 'show');
        if (shown) icon.removeAttribute('display');
        else icon.setAttribute('display', 'none');
      }
    });
  }
}

/** The second factor's controls (decision 565), whose code only the committee, who are asked for it, download. */
const secondFactorControls = '[data-code-kind-switch], [data-copy], form[data-handoff-when-kept]';

/** What a part of the page (the whole page, or an answer put in place) holds that the script works. */
function enhancePart(root: ParentNode, navigation: PageNavigation): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-server-form]')) enhanceForm(form, navigation);
  if (!root.querySelector(secondFactorControls)) return;
  const handOverKept = (form: HTMLFormElement) => handOver(form, navigation, 'data-handoff-when-kept');
  // Until it has come, the controls work as without script: the switch posts its form (and its value with it).
  void import('./second-factor-forms').then((module) => module.enhanceSecondFactor(root, handOverKept));
}

/**
 * The form waits for its answer: the button looks and reads disabled, but is not `disabled`, which would drop the
 * focus it holds onto the page (a second press is ignored by the caller).
 */
function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    if (busy) {
      button.setAttribute('data-disabled', 'true');
      button.setAttribute('aria-disabled', 'true');
    } else {
      button.removeAttribute('data-disabled');
      button.removeAttribute('aria-disabled');
    }
  }
}

/** The notice the server put in the form for this, in the reader's language, shown where the form's errors go. */
function showOffline(form: HTMLFormElement): void {
  const template = form.querySelector<HTMLTemplateElement>('template[data-offline-alert]');
  if (!template) return;
  form.querySelector('[data-offline-shown]')?.remove();
  const notice = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!notice) return;
  notice.setAttribute('data-offline-shown', '');
  template.before(notice);
}

/**
 * After the form was replaced by the answer: the first field to correct, else the first empty one (unless the form
 * asks to be read first: an enrolment's QR code and key above its field), else the main part of the page (it takes
 * the focus, as the skip link's target).
 */
function focusAfterAnswer(container: HTMLElement): void {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  const empty = [...container.querySelectorAll<HTMLInputElement>('form:not([data-read-first]) input[required]')].find(
    (input) => !input.value,
  );
  (invalid ?? empty ?? container.closest('main') ?? container).focus();
}

function enhanceForm(form: HTMLFormElement, navigation: PageNavigation): void {
  enhancePasswordToggles(form);
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    form.querySelector('[data-offline-shown]')?.remove();
    setBusy(form, true);
    const typed = new Map(
      [...form.querySelectorAll<HTMLInputElement>('.mantine-PasswordInput-root input')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    let html: string;
    let partOnly: boolean;
    try {
      const body = new URLSearchParams();
      // The button that sent the form says so when it has a name (the switch to a recovery code), as a post would.
      const fields = new FormData(form, event.submitter);
      for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
      const response = await fetch(form.action, {
        method: 'POST',
        body,
        headers: { accept: 'text/html', [pagePartHeader]: 'content' },
      });
      partOnly = response.headers.get(pagePartHeader) === 'content';
      html = await response.text();
    } catch {
      busy = false;
      setBusy(form, false);
      showOffline(form);
      return;
    }
    const container = form.parentElement;
    if (!partOnly || !container) {
      // Not the answer expected (the server fell back to the app): the browser posts and shows the answer.
      form.submit();
      return;
    }
    const answer = document.createElement('template');
    answer.innerHTML = html;
    const handoff = answer.content.querySelector('[data-auth-handoff]');
    if (handoff && handOver(handoff, navigation)) return;
    container.replaceChildren(answer.content);
    const next = container.querySelector<HTMLFormElement>('form[data-server-form]');
    if (next?.hasAttribute('data-keep-passwords')) {
      for (const input of next.querySelectorAll('input')) {
        const value = typed.get(input.name);
        if (value !== undefined) input.value = value;
      }
    }
    enhancePart(container, navigation);
    focusAfterAnswer(container);
  });
}

/** Runs on sign-in and sign-up; does nothing on other pages. */
export function enhanceAuthForms(navigation: PageNavigation): void {
  const handoff = document.querySelector('[data-auth-handoff]');
  if (handoff) {
    handOver(handoff, navigation);
    return;
  }
  if (!document.querySelector('form[data-server-form], form[data-handoff-when-kept]')) return;
  // Already signed in on this device: the app's guard would leave these screens too.
  if (isSignedIn(readStored('auth'))) {
    navigation.replace(afterSignInPath(redirectParameter()));
    return;
  }
  enhancePart(document, navigation);
}
