import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

const inBrowser = typeof window !== 'undefined';

// Mantine needs these browser APIs that jsdom lacks (server-side tests run without a window).
if (inBrowser) installBrowserStubs();

// A change of language saves it to the account through a module the app loads on demand (lib/i18n.ts): loaded
// here, so that a test that changes the language never has it loaded after its environment is gone.
if (inBrowser) await import('@/lib/account-locale');

// Parts the app loads once the page is idle (the toasts' container, the header's menus) are there from the start,
// and the idle moment never comes: nothing changes a component under test at a time the test does not control.
if (inBrowser) {
  await (await import('@/app/provider')).toastsCode.load();
  await (await import('@/components/layouts/parts/deferred-menu')).menuCode.load();
  window.requestIdleCallback = () => 0;
}

function installBrowserStubs() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // A growing text area (Mantine's autosize) listens for fonts loading.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// A test that logs console.error fails: React warnings and swallowed errors must not go unnoticed.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  if (inBrowser) {
    cleanup();
    window.localStorage.clear();
  }
  const logged = consoleErrors;
  consoleErrors = [];
  if (logged.length > 0)
    throw new Error(`console.error was called:\n${logged.map((args) => args.join(' ')).join('\n')}`);
});
