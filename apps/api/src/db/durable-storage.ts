import { dirname } from 'node:path';
import type { StorageFs } from '../lib/storage.ts';
import type { Durability } from './durability.ts';

/**
 * Removals of stored files, put off while a backup copies them: a backup reads the database at one moment and the
 * files after it, and a document deleted in between must still be there to copy (its row is in the backup).
 */
export type RemovalHold = {
  /** Until the returned function is called, removals are noted and done afterwards. Holds may overlap. */
  hold(): () => Promise<void>;
  /** Removals waiting for the holds to end. */
  readonly waiting: number;
};

/**
 * Removals by `removeNow`, put off while a backup holds them; `remove` is what the store calls instead. A removal
 * done after a hold ends that fails is let go: the sweep of orphans finds what is left.
 */
export function holdRemovals(removeNow: (target: string) => Promise<void>): RemovalHold & {
  remove(target: string): Promise<void>;
} {
  let holds = 0;
  let waiting: string[] = [];
  return {
    async remove(target) {
      if (holds > 0) waiting.push(target);
      else await removeNow(target);
    },
    hold() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        const due = waiting;
        waiting = [];
        await Promise.all(due.map((target) => removeNow(target).catch(() => undefined)));
      };
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * The file system the file stores write to, as seen by `durability` and by backups: a file written, renamed or
 * removed is flushed (with its directory) before the next answer, as the database's changes are; removals wait
 * while a backup holds them. The stores' own explicit flushes (documents) stay as they are.
 */
export function durableStorage(fs: StorageFs, durability: Durability): { fs: StorageFs; removals: RemovalHold } {
  const removals = holdRemovals(async (path) => {
    await fs.unlink(path);
    durability.removed(path);
  });

  const wrapped: StorageFs = {
    ...fs,
    mkdir: (async (path: string, options?: Parameters<StorageFs['mkdir']>[1]) => {
      const made = await fs.mkdir(path, options);
      // Recursive: `made` is the first directory created, if any, whose parent gained an entry.
      const recursive = typeof options === 'object' && options?.recursive;
      if (typeof made === 'string') durability.changedEntries(dirname(made));
      else if (!recursive) durability.changedEntries(dirname(String(path)));
      return made;
    }) as StorageFs['mkdir'],
    writeFile: (async (...args: Parameters<StorageFs['writeFile']>) => {
      await fs.writeFile(...args);
      if (typeof args[0] === 'string') durability.wrote(args[0]);
    }) as StorageFs['writeFile'],
    rename: async (from, to) => {
      await fs.rename(from, to);
      durability.moved(String(from), String(to));
    },
    unlink: (path) => removals.remove(String(path)),
  };

  return { fs: wrapped, removals };
}
