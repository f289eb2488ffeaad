import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReconnect, probeIntervalMs, reportReachable, reportUnreachable } from './connection';

afterEach(() => {
  reportReachable();
  vi.useRealTimers();
});

describe('knowing when the server can be reached again', () => {
  it('calls back once the server answers after a request found it out of reach, not before', () => {
    const back = vi.fn();
    const stop = onReconnect(back);
    reportReachable();
    expect(back).not.toHaveBeenCalled();
    reportUnreachable();
    expect(back).not.toHaveBeenCalled();
    reportReachable();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });

  it('probes the server while something waits, and calls back when the probe is answered', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('refused'));
    fetch.mockResolvedValueOnce(new Response(null, { status: 200 }));
    const back = vi.fn();
    const stop = onReconnect(back);
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(probeIntervalMs);
    expect(fetch).toHaveBeenCalledWith('/api/health', { method: 'HEAD', cache: 'no-store' });
    expect(back).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(probeIntervalMs);
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not probe when nothing waits', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch');
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(probeIntervalMs * 3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("follows the browser's online event too", () => {
    const back = vi.fn();
    const stop = onReconnect(back);
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });
});
