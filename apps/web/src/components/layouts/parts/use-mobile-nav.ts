import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone menu behind the burger: it closes with its close button, with Escape and on navigation, and focus goes
 * back to the burger each time, so a keyboard or screen-reader user is never left on a vanished link.
 */
export function useMobileNav() {
  const [opened, setOpened] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  const close = useCallback(() => {
    setOpened(false);
    burgerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpened((open) => !open), []);

  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (opened) close();
  }, [pathname, opened, close]);

  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);

  return { opened, toggle, close, burgerRef };
}
