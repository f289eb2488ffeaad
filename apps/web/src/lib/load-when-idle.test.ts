import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-when-idle';

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
