import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

/**
 * A group commit driven by hand: each flush waits until the test ends it, and every event gets a number, so the
 * test can tell which flush began after which commit.
 */
function harness() {
  let clock = 0;
  const tick = () => ++clock;
  const flushes: { started: number; ended?: number; end: (error?: Error) => void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const group = createGroupCommit(() => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<void>((resolve, reject) => {
      const flush = {
        started: tick(),
        ended: undefined as number | undefined,
        end: (error?: Error) => {
          flush.ended = tick();
          inFlight -= 1;
          if (error) reject(error);
          else resolve();
        },
      };
      flushes.push(flush);
    });
  });
  const writers: { committed: number; released?: number; failed?: unknown }[] = [];
  /** A writer commits (a change) and waits for its flush. */
  const write = () => {
    group.changed();
    const writer: (typeof writers)[number] = { committed: tick() };
    writers.push(writer);
    const done = group.flushed().then(
      () => {
        writer.released = tick();
      },
      (error: unknown) => {
        writer.failed = error;
      },
    );
    return { writer, done };
  };
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  /** Ends the flush under way and lets the released writers run. */
  const endFlush = async (error?: Error) => {
    flushes.find((flush) => flush.ended === undefined)!.end(error);
    await settle();
  };
  return { group, flushes, writers, write, endFlush, settle, mostInFlight: () => mostInFlight };
}

/** Every released writer was released by a flush that started after its commit and had ended. */
function expectReleasedByLaterFlush(h: ReturnType<typeof harness>) {
  for (const writer of h.writers) {
    expect(writer.released).toBeDefined();
    const covering = h.flushes.filter(
      (flush) => flush.started > writer.committed && flush.ended !== undefined && flush.ended < writer.released!,
    );
    expect(covering.length, `writer committed at ${writer.committed}`).toBeGreaterThan(0);
  }
}

describe('group commit', () => {
  it('releases writers who commit during a flush with the next flush, one flush at a time', async () => {
    const h = harness();
    const first = h.write();
    await h.settle();
    expect(h.flushes).toHaveLength(1);
    // Nine writers commit while the first flush runs: none of them is covered by it.
    const during = Array.from({ length: 9 }, () => h.write());
    await h.settle();
    expect(h.flushes).toHaveLength(1);
    await h.endFlush();
    expect(first.writer.released).toBeDefined();
    expect(during.every(({ writer }) => writer.released === undefined)).toBe(true);
    // The next flush starts at once and releases all nine together.
    expect(h.flushes).toHaveLength(2);
    const later = Array.from({ length: 10 }, () => h.write());
    await h.endFlush();
    expect(during.every(({ writer }) => writer.released !== undefined)).toBe(true);
    expect(later.every(({ writer }) => writer.released === undefined)).toBe(true);
    await h.endFlush();
    await Promise.all([first, ...during, ...later].map(({ done }) => done));
    expect(h.writers).toHaveLength(20);
    expect(h.flushes).toHaveLength(3);
    expect(h.mostInFlight()).toBe(1);
    expectReleasedByLaterFlush(h);
  });

  it('serves N writers arriving together with fewer flushes than writers, under any interleaving', async () => {
    for (let round = 0; round < 25; round += 1) {
      const h = harness();
      const pending: Promise<void>[] = [];
      let remaining = 20;
      while (remaining > 0 || h.flushes.some((flush) => flush.ended === undefined)) {
        // Some writers commit, then perhaps the flush under way ends.
        const arriving = Math.min(remaining, Math.floor(Math.random() * 5));
        for (let i = 0; i < arriving; i += 1) pending.push(h.write().done);
        remaining -= arriving;
        await h.settle();
        if (Math.random() < 0.5 && h.flushes.some((flush) => flush.ended === undefined)) await h.endFlush();
      }
      await Promise.all(pending);
      expect(h.flushes.length).toBeLessThan(20);
      expect(h.mostInFlight()).toBe(1);
      expectReleasedByLaterFlush(h);
    }
  });

  it('answers at once when nothing changed since the last flush', async () => {
    const h = harness();
    await h.group.flushed();
    expect(h.flushes).toHaveLength(0);
    const { done } = h.write();
    await h.endFlush();
    await done;
    await h.group.flushed();
    expect(h.flushes).toHaveLength(1);
  });

  it('acknowledges nothing more once a flush failed', async () => {
    const h = harness();
    const before = h.write();
    await h.settle();
    const during = h.write();
    const failure = Object.assign(new Error('EIO'), { code: 'EIO' });
    await h.endFlush(failure);
    await Promise.all([before.done, during.done]);
    expect(before.writer.failed).toBe(failure);
    expect(during.writer.failed).toBe(failure);
    const after = h.write();
    await after.done;
    expect(after.writer.failed).toBe(failure);
    // No second flush is tried: after a failed write-back, a flush could report success for lost data.
    expect(h.flushes).toHaveLength(1);
  });
});
