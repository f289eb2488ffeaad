import { mainContentId } from './landmarks';

/**
 * Keeps the keyboard's place when the screen changes under it. Without this, focus falls back to the page itself
 * whenever the focused element goes away or turns disabled: a button showing its spinner while it saves (a disabled
 * button drops the focus), a form or dialog that unmounts, a section that reloads. The next Tab then starts from the
 * top of the page or from where the removed element was (a dialog sits at the end of the page, so Tab wraps to the
 * first element: the skip link), and a screen reader says nothing at all.
 *
 * Installed once for the whole app, it watches where focus goes and, when it is lost (the page itself has it):
 * - to a button that turned disabled while it works, it gives the focus back once the button is enabled again;
 * - from a dialog that closed, it goes back to what opened it (the last focused element outside any dialog), as
 *   Mantine does when that element still exists;
 * - when the element (or the dialog's opener) is gone, it goes to the "home" of the nearest surrounding region that
 *   is still there: an element marked `data-focus-home` (with tabIndex -1: a form's status line, a section's
 *   heading) inside an element marked `data-focus-region`; failing any, to the page's <main>.
 * A person who clicks on plain text or leaves the window puts the focus nowhere on purpose: that is left alone.
 */
const dialogSelector = '[role="dialog"], [aria-modal="true"]';
export const focusRegionAttribute = 'data-focus-region';
export const focusHomeAttribute = 'data-focus-home';

type Disableable = HTMLElement & { disabled?: boolean };
const isDisabled = (element: Disableable) => element.disabled === true || element.closest('fieldset:disabled') !== null;

/** The regions around an element, innermost first: where its focus should go if it vanishes. */
function regionsAround(element: HTMLElement): HTMLElement[] {
  const regions: HTMLElement[] = [];
  let node = element.closest<HTMLElement>(`[${focusRegionAttribute}]`);
  while (node) {
    regions.push(node);
    node = node.parentElement?.closest<HTMLElement>(`[${focusRegionAttribute}]`) ?? null;
  }
  return regions;
}

function homeOf(regions: HTMLElement[]): HTMLElement | null {
  for (const region of regions) {
    if (!region.isConnected) continue;
    const home = region.querySelector<HTMLElement>(`[${focusHomeAttribute}]`);
    if (home) return home;
  }
  return null;
}

export function installFocusKeeper(doc: Document = document, mainId = mainContentId): () => void {
  /** What had the focus last, while it still counts (null once the person moved it away on purpose). */
  let last: HTMLElement | null = null;
  /** The last focused element outside any dialog: a dialog's opener, once the dialog is gone. */
  let opener: HTMLElement | null = null;
  let openerRegions: HTMLElement[] = [];
  let lastRegions: HTMLElement[] = [];
  /** Whether `last` was in a dialog when it took the focus (once detached, it may no longer know). */
  let lastInDialog = false;
  let pending = false;

  const lost = () => {
    const active = doc.activeElement;
    return !active || active === doc.body || active === doc.documentElement;
  };

  const restore = () => {
    pending = false;
    if (!last || !lost()) return;
    if (last.isConnected) {
      // A button busy with its work: it comes back when it is enabled again (the next change wakes us).
      if (!isDisabled(last)) last.focus({ preventScroll: true });
      return;
    }
    const target =
      (lastInDialog && opener?.isConnected && !isDisabled(opener) ? opener : null) ??
      homeOf(lastInDialog ? openerRegions : lastRegions) ??
      doc.getElementById(mainId);
    target?.focus();
  };

  const schedule = () => {
    if (pending || !last) return;
    pending = true;
    queueMicrotask(restore);
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    last = target;
    lastRegions = regionsAround(target);
    lastInDialog = target.closest(dialogSelector) !== null;
    if (!lastInDialog) {
      opener = target;
      openerRegions = lastRegions;
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) return;
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    // Left on purpose (a click on text, another window): the element is still there and usable.
    queueMicrotask(() => {
      if (target === last && target.isConnected && !isDisabled(target) && lost()) last = null;
    });
  };

  const view = doc.defaultView;
  const observer = view ? new view.MutationObserver(schedule) : null;
  observer?.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    observer?.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
