import { useEffect, useRef, useState } from 'react';

export const searchDebounce = { wait: 300, maxWait: 500 } as const;

/**
 * The value after typing pauses for `wait` ms, but at least every `maxWait` ms while typing goes on
 * (search calls wait 300 ms after the last key, and at most 500 ms).
 */
export function useDebouncedValue<T>(
  value: T,
  wait: number = searchDebounce.wait,
  maxWait = searchDebounce.maxWait,
): T {
  const [debounced, setDebounced] = useState(value);
  const firstPending = useRef<number | null>(null);

  useEffect(() => {
    if (Object.is(value, debounced)) {
      firstPending.current = null;
      return;
    }
    const now = Date.now();
    firstPending.current ??= now;
    const delay = Math.max(0, Math.min(wait, firstPending.current + maxWait - now));
    const timer = setTimeout(() => {
      firstPending.current = null;
      setDebounced(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, debounced, wait, maxWait]);

  return debounced;
}
