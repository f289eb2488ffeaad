import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./first-screen');
}

function settledSoFar(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  return () => settled;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.getElementById('app-boot')?.remove();
});

describe('the first screen', () => {
  it('is shown once the loading screen is gone and the reads and screen code under way have arrived', async () => {
    const { firstScreenShown, firstScreenWork } = await fresh();
    const boot = document.createElement('div');
    boot.id = 'app-boot';
    document.body.append(boot);
    let arrive = () => {};
    void firstScreenWork(new Promise<void>((resolve) => (arrive = resolve)));
    const shown = settledSoFar(firstScreenShown());

    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toBe(false);
    boot.remove();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(300);
    expect(shown()).toBe(true);
  });

  it('counts a read that failed as arrived', async () => {
    const { firstScreenShown, firstScreenWork } = await fresh();
    await firstScreenWork(Promise.reject(new Error('offline'))).catch(() => undefined);
    const shown = settledSoFar(firstScreenShown());
    await vi.advanceTimersByTimeAsync(300);
    expect(shown()).toBe(true);
  });

  it('holds the rest back ten seconds at most', async () => {
    const { firstScreenShown, firstScreenWork } = await fresh();
    void firstScreenWork(new Promise(() => {}));
    const shown = settledSoFar(firstScreenShown());
    await vi.advanceTimersByTimeAsync(9_000);
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(shown()).toBe(true);
  });
});
