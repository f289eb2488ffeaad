import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { nodeStorageFs, type StorageFs } from './storage.ts';

/** One stored file: its size, when it was written, and its bytes, read only when the stream is read. */
export type StoredObject = { size: number; modified: Date; open: () => Readable };

/** A stored file as a listing gives it: its key (`<kind>/<name>`) and what `find` would answer. */
export type ListedObject = StoredObject & { key: string };

/**
 * Where the files the product keeps (documents, their thumbnails, avatars, quotes' pictures) live, each under a key
 * `<kind>/<name>`: the disk under DATA_DIR/files (the default), or a bucket of an S3-compatible store (FILES_URL,
 * s3-storage.ts). The file stores (document-files.ts, uploads.ts), the sweep, the personal-data export and the
 * backups reach files only through this.
 */
export type FileStorage = {
  kind: 'disk' | 's3';
  /** Where, for messages and logs: never an endpoint, a key or a secret. */
  where: string;
  /** An orphan (a file no row names) younger than this may be an upload whose row is still to come: the sweep leaves it. */
  orphanGraceMs: number;
  /** Stores the bytes under `key` for good: once this resolves they survive a crash; if it fails nothing remains. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  find(key: string): Promise<StoredObject | undefined>;
  /** Removes the file under `key`; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** Every file of one kind (`documents/`) or, with `''`, of all; temporary ones included (their names say so). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Throws, in words naming what to fix, when the files cannot be reached (checked at start). */
  check(): Promise<void>;
  /** Lets go of its connections (the server closing). */
  close(): void;
};

/** A file's bytes, read whole (a thumbnail's source: a few megabytes at most). */
export const readStored = (file: StoredObject): Promise<Buffer> => buffer(file.open());

/** A name a write leaves while it is under way (`<name>.<random>.part`): a crash may leave one behind. */
export const isTemporary = (key: string) => key.endsWith('.part');

/**
 * The disk under `root` (DATA_DIR/files), through `fs` (the durable one of db/durable-storage.ts, whose removals
 * wait while a backup copies). A file is written to a temporary name, flushed, then renamed (and the rename
 * flushed): a crash leaves either no file or a whole one, and a failed write (a full disk) leaves nothing.
 */
export function createDiskStorage(root: string, fs: StorageFs = nodeStorageFs): FileStorage {
  async function syncDirectory(folder: string): Promise<void> {
    const handle = await fs.open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** The files of `folder` (`documents`), or with none, of every folder of the root. */
  async function* walk(folder: string): AsyncGenerator<ListedObject> {
    const entries = await fs.readdir(join(root, folder)).catch(() => [] as string[]);
    for (const name of entries.sort()) {
      const key = folder ? `${folder}/${name}` : name;
      const path = join(root, key);
      const info = await fs.stat(path).catch(() => undefined);
      if (info?.isDirectory() && !folder) yield* walk(key);
      else if (info?.isFile() && folder)
        yield { key, size: info.size, modified: info.mtime, open: () => createReadStream(path) };
    }
  }

  return {
    kind: 'disk',
    where: root,
    // As the bucket's: the sweep runs beside the uploads (a job of the server's rounds), not before them.
    orphanGraceMs: 60 * 60 * 1000,

    async put(key, bytes) {
      const path = join(root, key);
      const folder = dirname(path);
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      // Two writes of one key at once (two first views of a thumbnail) each write their own temporary file.
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        const handle = await fs.open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, path);
      } catch (error) {
        await fs.unlink(temporary).catch(() => undefined);
        throw error;
      }
      try {
        await syncDirectory(folder);
      } catch (error) {
        await fs.unlink(path).catch(() => undefined);
        throw error;
      }
    },

    async find(key) {
      const path = join(root, key);
      const info = await fs.stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, modified: info.mtime, open: () => createReadStream(path) };
    },

    async remove(key) {
      await fs.unlink(join(root, key)).catch(() => undefined);
    },

    list: (prefix) => walk(prefix.replace(/\/$/, '')),

    async check() {},

    close() {},
  };
}
