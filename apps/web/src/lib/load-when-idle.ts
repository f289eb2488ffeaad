import { type ComponentType, lazy } from 'react';

/** How long after the page's load the first screen is left alone (its reads answered, drawn) on a slow phone. */
const afterLoadMs = 3_000;

/**
 * Once the page has loaded, a few seconds have passed and the browser is idle: work that must not compete with the
 * first screen for a slow line or processor.
 */
export function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 0);
  const later = () => setTimeout(idle, afterLoadMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * A part of a screen that is seldom opened (a dialog, a card few people get) in its own chunk: the screen's first
 * load goes without it, and it is loaded once the page is idle, so it is there when asked for, and kept by the
 * offline app as it passes, without a connection later. Before then, the screen suspends until it arrives.
 */
export function lazyWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const get = () => {
    loading ??= load();
    return loading;
  };
  if (typeof window !== 'undefined') whenIdle(() => void get().catch(() => undefined));
  return lazy(() => get().then((Component) => ({ default: Component })));
}
