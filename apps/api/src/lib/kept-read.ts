/**
 * A read whose answer is the same for every reader and changes only through this process's own writes (the reference
 * lists an administrator edits), kept in memory instead of asked of the database on every request.
 *
 * The writer calls `changed()` when its write starts and again once its transaction has committed: the kept answer is
 * dropped, and a read that began before the second call is not kept (it may have seen the old rows, or the new rows
 * of a write later rolled back). A read asked while another is under way shares it, if nothing changed since it
 * began. `maxAgeMs` bounds what another process writing the same database (a second server on one PostgreSQL,
 * `psql`) can leave unseen: after that long the read goes to the database again.
 *
 * `changeCount` adds changes counted elsewhere (a module's repository counts its own writes, wherever they run):
 * a kept answer is also dropped when that count has moved since its read began.
 *
 * Only for answers that are nobody's own: whoever may call the route is served the same kept value, so a person's
 * data must never be kept this way. The value is shared: callers must not change it.
 */
export function createKeptRead<T>(
  read: () => Promise<T>,
  {
    maxAgeMs = 5_000,
    now = () => Date.now(),
    changeCount = () => 0,
  }: { maxAgeMs?: number; now?: () => number; changeCount?: () => number } = {},
) {
  let own = 0;
  // Both counts only grow: their sum moves whenever either does.
  const changesNow = () => own + changeCount();
  let kept: { value: T; changes: number; at: number } | undefined;
  let pending: { promise: Promise<T>; changes: number; at: number } | undefined;
  return {
    get(): Promise<T> {
      const at = now();
      const changes = changesNow();
      if (kept && kept.changes === changes && at - kept.at < maxAgeMs) return Promise.resolve(kept.value);
      if (pending && pending.changes === changes && at - pending.at < maxAgeMs) return pending.promise;
      const started = { changes, at };
      const promise = read().then(
        (value) => {
          if (pending?.promise === promise) pending = undefined;
          if (started.changes === changesNow()) kept = { value, ...started };
          return value;
        },
        (error: unknown) => {
          if (pending?.promise === promise) pending = undefined;
          throw error;
        },
      );
      pending = { promise, ...started };
      return promise;
    },
    /** Counts a change of what the read answers: when a write starts, and again once it has committed. */
    changed(): void {
      own += 1;
      kept = undefined;
    },
  };
}
export type KeptRead<T> = ReturnType<typeof createKeptRead<T>>;
