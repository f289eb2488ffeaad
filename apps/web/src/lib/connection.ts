/**
 * Tells when the server can be reached again, so that what waits on the device (a step saved offline, a document)
 * is sent without the person doing anything. The browser's `online` event is not enough: a phone often keeps its
 * network while the server is out of reach (no data left, a dead relay mast, the server's site without power), and
 * then `navigator.onLine` stays true. So a request that fails for lack of connection starts a light probe of the
 * server (one small read every few seconds, only while something waits), and any answer from the server ends it.
 */

const listeners = new Set<() => void>();
let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** How long between two probes while the server is out of reach. */
export const probeIntervalMs = 5_000;
const probePath = '/api/health';

function announce(): void {
  for (const listener of [...listeners]) listener();
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  if (!unreachable || listeners.size === 0) return;
  probeTimer = setTimeout(async () => {
    const answered = await fetch(probePath, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    );
    if (answered) reportReachable();
    else scheduleProbe();
  }, probeIntervalMs);
}

/** A request found no server (no connection, or no answer). */
export function reportUnreachable(): void {
  unreachable = true;
  scheduleProbe();
}

/** The server answered (whatever it said): if it was out of reach, whatever waits may go now. */
export function reportReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  clearTimeout(probeTimer);
  announce();
}

/** Calls `listener` each time the server can be reached again, or the browser says it is back online. */
export function onReconnect(listener: () => void): () => void {
  listeners.add(listener);
  if (unreachable) scheduleProbe();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(probeTimer);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    unreachable = false;
    clearTimeout(probeTimer);
    announce();
  });
}
