import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, whenIdle } from './load-when-idle';

describe('a part loaded once', () => {
  it('is asked once however many callers want it, and is there at once after', async () => {
    const load = vi.fn(async () => 'menu');
    const part = loadOnce(load);
    expect(part.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect([first, second]).toEqual(['menu', 'menu']);
    expect(part.loaded()).toBe('menu');
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked again after a failure (no connection), instead of failing for the rest of the visit', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('menu');
    const part = loadOnce(load);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('menu');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('work for when the page is idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs once the page has loaded, its first screen is shown and the browser is idle', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    const run = vi.fn();
    whenIdle(run, 50);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });

  it('runs nothing, and fails nowhere, when the page is gone by the time it would run', async () => {
    const run = vi.fn();
    whenIdle(run, 200);
    vi.stubGlobal('window', undefined);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(run).not.toHaveBeenCalled();
  });
});
