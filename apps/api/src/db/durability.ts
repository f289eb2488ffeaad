import { closeSync, fdatasyncSync, fsyncSync, openSync } from 'node:fs';
import { type FileHandle, open, readdir } from 'node:fs/promises';
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
  /** A file's bytes or length changed: flushed before the next answer. */
  wrote(path: string): void;
  /**
   * A file's bytes changed that no answer depends on until a later ordering point (a table's pages, which the
   * database's log describes): flushed by `flushNow` (its checkpoint), at close, or with the next flush.
   */
  wroteLater(path: string): void;
  /** A directory gained, lost or renamed an entry. */
  changedEntries(directory: string): void;
  /** A file was renamed: what was pending for it follows it, and both directories changed. */
  moved(from: string, to: string): void;
  /** A file or directory was removed: nothing to flush for it any more, but its directory changed. */
  removed(path: string): void;
  /** Whether a path waits for a flush (later, in the batch to come or the one under way) and matches `select`. */
  pending(select: (path: string) => boolean): boolean;
  /**
   * Flushes now, blocking, the pending paths `select` picks (also those of a flush under way): the embedded
   * database's ordering points (its log before the pages it describes, everything before its control file).
   */
  flushNow(select: (path: string) => boolean): void;
  /** Resolves once everything changed before the call is on disk: group commit, one flush at a time. */
  flushed(): Promise<void>;
  /** Flushes whatever is pending, the later files included, and lets go of the descriptors it keeps (close). */
  close(): Promise<void>;
  /** Flushes started, changes counted and how many are on disk, paths flushed: for tests and benchmarks. */
  stats(): { flushes: number; changes: number; durable: number; pathsFlushed: number };
};

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

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

/**
 * Descriptors of our own, opened read-only on the files flushed again and again (the database's log file): a flush
 * is then one call in the thread pool, not three. Never the writer's descriptor, which it may close and reuse.
 * Follows renames and closes on removal; a few dozen at most.
 */
function createHandles() {
  const handles = new Map<string, Promise<FileHandle>>();
  const closeHandle = (handle: Promise<FileHandle> | undefined) =>
    void handle?.then((file) => file.close()).catch(() => undefined);
  return {
    async flush(path: string, kind: Kind): Promise<void> {
      if (kind === 'directory') {
        let directory: FileHandle;
        try {
          directory = await open(path, 'r');
        } catch (error) {
          if (isMissing(error)) return; // removed since: its parent carries the removal
          throw error;
        }
        try {
          await directory.sync();
        } finally {
          await directory.close();
        }
        return;
      }
      let handle = handles.get(path);
      if (!handle) {
        if (handles.size >= 32) this.forgetAll();
        handle = open(path, 'r');
        handles.set(path, handle);
        handle.catch(() => handles.get(path) === handle && handles.delete(path));
      }
      let file: FileHandle;
      try {
        file = await handle;
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await file.datasync();
    },
    moved(from: string, to: string) {
      closeHandle(handles.get(to));
      handles.delete(to);
      const handle = handles.get(from);
      handles.delete(from);
      if (handle) handles.set(to, handle);
    },
    forget(path: string) {
      closeHandle(handles.get(path));
      handles.delete(path);
    },
    forgetAll() {
      for (const handle of handles.values()) closeHandle(handle);
      handles.clear();
    },
  };
}

export function createDurability(mode: DurabilityMode): Durability {
  let dirty = new Map<string, Kind>();
  /** The batch of the flush under way: an ordering point must not miss it. */
  let underWay = new Map<string, Kind>();
  /** Files whose flush can wait for the next ordering point. */
  const later = new Set<string>();
  const handles = createHandles();
  let pathsFlushed = 0;

  const group = createGroupCommit(async () => {
    const batch = dirty;
    dirty = new Map();
    underWay = batch;
    try {
      await Promise.all([...batch].map(([path, kind]) => handles.flush(path, kind)));
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
      wroteLater: nothing,
      changedEntries: nothing,
      moved: nothing,
      removed: nothing,
      pending: () => false,
      flushNow: nothing,
      flushed: () => Promise.resolve(),
      close: () => Promise.resolve(),
      stats: () => ({ flushes: 0, changes: 0, durable: 0, pathsFlushed: 0 }),
    };
  }

  const durability: Durability = {
    mode,
    wrote: (path) => mark(path, 'file'),
    wroteLater: (path) => {
      if (!dirty.has(path)) later.add(path);
    },
    changedEntries: (directory) => mark(directory, 'directory'),
    moved(from, to) {
      // The flush under way will not find it by its old name, and its writers are waiting: flush it here.
      const inFlight = underWay.get(from);
      if (inFlight) flushPathNow(to, inFlight);
      const kind = dirty.get(from);
      dirty.delete(from);
      if (kind) dirty.set(to, kind);
      if (later.delete(from)) later.add(to);
      handles.moved(from, to);
      mark(dirname(from), 'directory');
      mark(dirname(to), 'directory');
    },
    removed(path) {
      dirty.delete(path);
      later.delete(path);
      handles.forget(path);
      mark(dirname(path), 'directory');
    },
    pending(select) {
      for (const path of dirty.keys()) if (select(path)) return true;
      for (const path of underWay.keys()) if (select(path)) return true;
      for (const path of later) if (select(path)) return true;
      return false;
    },
    flushNow(select) {
      for (const path of [...later]) {
        if (!select(path)) continue;
        flushPathNow(path, 'file');
        pathsFlushed += 1;
        later.delete(path);
      }
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
    async close() {
      for (const path of later) dirty.set(path, 'file');
      later.clear();
      group.changed();
      await group.flushed();
      handles.forgetAll();
    },
    stats: () => ({ ...group.stats(), pathsFlushed }),
  };
  return durability;
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
      let handle: FileHandle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      try {
        await (kind === 'file' ? handle.datasync() : handle.sync());
      } finally {
        await handle.close();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return entries.length;
}
