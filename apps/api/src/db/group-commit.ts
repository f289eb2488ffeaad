/**
 * Group commit: many writers, one flush at a time. `changed()` counts a change; `flushed()` resolves once a flush
 * that started after the call's moment has finished, so everything changed before it is on disk. Writers who arrive
 * while a flush runs wait for the next one, and that one flush releases all of them.
 *
 * `flush` must take its batch (whatever changed so far) before its first `await`: the changes counted when it is
 * called are the ones it answers for.
 */
export function createGroupCommit(flush: () => Promise<void>) {
  /** Changes counted so far, and how many of them are known to be on disk. */
  let changes = 0;
  let durable = 0;
  let running = false;
  let failure: unknown;
  let flushes = 0;
  const waiting: { target: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  function settle(upTo: number) {
    for (let i = waiting.length - 1; i >= 0; i -= 1) {
      const waiter = waiting[i]!;
      if (failure !== undefined) waiter.reject(failure);
      else if (waiter.target <= upTo) waiter.resolve();
      else continue;
      waiting.splice(i, 1);
    }
  }

  function start() {
    if (running || failure !== undefined || !waiting.some((waiter) => waiter.target > durable)) return;
    running = true;
    flushes += 1;
    const upTo = changes;
    let done: Promise<void>;
    try {
      done = flush();
    } catch (error) {
      done = Promise.reject(error);
    }
    done.then(
      () => {
        durable = Math.max(durable, upTo);
        running = false;
        settle(upTo);
        start();
      },
      (error: unknown) => {
        // A failed flush may have lost what it was given (the system forgets a failed write-back, and a second
        // flush would then report success): nothing written since the last good flush is ever acknowledged.
        failure = error ?? new Error('flush failed');
        running = false;
        settle(upTo);
      },
    );
  }

  return {
    changed(): void {
      changes += 1;
    },
    /** Resolves once everything changed before this call is on disk; rejects if a flush failed. */
    flushed(): Promise<void> {
      if (failure !== undefined && changes > durable) return Promise.reject(failure);
      if (changes <= durable) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ target: changes, resolve, reject });
        start();
      });
    },
    /** Counts for tests and benchmarks: flushes started, changes counted. */
    stats: () => ({ flushes, changes, durable }),
    get failure() {
      return failure;
    },
  };
}
export type GroupCommit = ReturnType<typeof createGroupCommit>;
