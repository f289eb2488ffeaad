import { useEffect, useState } from 'react';

/** The current time corrected by the server's clock offset, refreshed every `intervalMs` while `active`. */
export function useNow(offsetMs: number, active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now() + offsetMs), intervalMs);
    return () => clearInterval(timer);
  }, [offsetMs, active, intervalMs]);
  return now;
}
