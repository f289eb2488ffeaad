import { closeSync, fdatasyncSync, fsyncSync, openSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGroupCommit } from './group-commit.ts';

/** `durable`: nothing is answered before what it wrote is on disk. `relaxed`: the system writes back when it likes. */
export type DurabilityMode = 'durable' | 'relaxed';

/** What must be flushed for a path: a file's bytes (fdatasync), or a directory's entries (fsync). */
type Kind = 'file' | 'directory';

/**
 * Files changed since the last flush, flushed together before an answer goes out (see `flushed`). The embedded
 * database's file system reports what PostgreSQL writes (pglite-files.ts); the file stores report their files
 * (durable-storage.ts). PostgreSQL proper flushes its own files: on it, only the stores report here.
 */
export type Durability = {
  readonly mode: DurabilityMode;
  /** A file's bytes or length changed. */
  wrote(path: string): void;
  /** A directory gained, lost or renamed an entry. */
  changedEntries(directory: string): void;
  /** A file was renamed: what was pending for it follows it, and both directories changed. */
  moved(from: string, to: string): void;
  /** A file or directory was removed: nothing to flush for it any more, but its directory changed. */
  removed(path: string): void;
  /** Whether a path waits for a flush (in the batch to come or the one under way) and matches `select`. */
  pending(select: (path: string) => boolean): boolean;
  /**
   * Flushes now, blocking, the pending paths `select` picks (also those of a flush under way): the embedded
   * database's ordering points (its log before the pages it describes, everything before its control file).
   */
  flushNow(select: (path: string) => boolean): void;
  /** Resolves once everything changed before the call is on disk: group commit, one flush at a time. */
  flushed(): Promise<void>;
  /** Flushes started, changes counted and how many are on disk, paths flushed: for tests and benchmarks. */
  stats(): { flushes: number; changes: number; durable: number; pathsFlushed: number };
};

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Flushes one path by name (the writer may have closed or reused its descriptor meanwhile). */
async function flushPath(path: string, kind: Kind): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (isMissing(error)) return; // removed since: its directory carries the removal
    throw error;
  }
  try {
    await (kind === 'file' ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

function flushPathNow(path: string, kind: Kind): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  try {
    if (kind === 'file') fdatasyncSync(fd);
    else fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function createDurability(mode: DurabilityMode): Durability {
  let dirty = new Map<string, Kind>();
  /** The batch of the flush under way: an ordering point must not miss it. */
  let underWay = new Map<string, Kind>();
  let pathsFlushed = 0;

  const group = createGroupCommit(async () => {
    const batch = dirty;
    dirty = new Map();
    underWay = batch;
    try {
      await Promise.all([...batch].map(([path, kind]) => flushPath(path, kind)));
      pathsFlushed += batch.size;
    } finally {
      underWay = new Map();
    }
  });

  const mark = (path: string, kind: Kind) => {
    if (dirty.get(path) !== 'directory') dirty.set(path, kind);
    group.changed();
  };

  if (mode === 'relaxed') {
    const nothing = () => undefined;
    return {
      mode,
      wrote: nothing,
      changedEntries: nothing,
      moved: nothing,
      removed: nothing,
      pending: () => false,
      flushNow: nothing,
      flushed: () => Promise.resolve(),
      stats: () => ({ flushes: 0, changes: 0, durable: 0, pathsFlushed: 0 }),
    };
  }

  return {
    mode,
    wrote: (path) => mark(path, 'file'),
    changedEntries: (directory) => mark(directory, 'directory'),
    moved(from, to) {
      // The flush under way will not find it by its old name, and its writers are waiting: flush it here.
      const inFlight = underWay.get(from);
      if (inFlight) flushPathNow(to, inFlight);
      const kind = dirty.get(from);
      dirty.delete(from);
      if (kind) dirty.set(to, kind);
      mark(dirname(from), 'directory');
      mark(dirname(to), 'directory');
    },
    removed(path) {
      dirty.delete(path);
      mark(dirname(path), 'directory');
    },
    pending(select) {
      for (const path of dirty.keys()) if (select(path)) return true;
      for (const path of underWay.keys()) if (select(path)) return true;
      return false;
    },
    flushNow(select) {
      for (const batch of [underWay, dirty]) {
        for (const [path, kind] of [...batch]) {
          if (!select(path)) continue;
          flushPathNow(path, kind);
          pathsFlushed += 1;
          // Flushed for good: the batch to come need not flush it again (a later write marks it anew).
          if (batch === dirty) dirty.delete(path);
        }
      }
    },
    flushed: () => group.flushed(),
    stats: () => ({ ...group.stats(), pathsFlushed }),
  };
}

/**
 * Flushes every file and directory under `root`, a few at a time: at start, what an earlier run (or PGlite's
 * initdb, or a restore) left in the system's cache reaches the disk before anything new is acknowledged.
 */
export async function flushTree(root: string): Promise<number> {
  const entries: [string, Kind][] = [[root, 'directory']];
  for (let i = 0; i < entries.length; i += 1) {
    const [path, kind] = entries[i]!;
    if (kind !== 'directory') continue;
    const children = await readdir(path, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const child of children) {
      if (child.isDirectory()) entries.push([join(path, child.name), 'directory']);
      else if (child.isFile()) entries.push([join(path, child.name), 'file']);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [path, kind] = entries[next++]!;
      await flushPath(path, kind);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return entries.length;
}
