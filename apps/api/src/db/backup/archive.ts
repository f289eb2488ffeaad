import { type EventEmitter, once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline as pipe, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { type ArchiveKeys, decryptingStream, encryptingStream, HEADER_BYTES } from './encryption.ts';
import { ArchiveDamaged, BackupFailure } from './failure.ts';

/**
 * A gzip-compressed tar file, the format `tar -xzf` reads, written and read by tar-stream as a stream: regular files
 * only, one entry in memory at a time, so an archive of any size costs little memory. With keys, the `.tar.gz` is
 * encrypted as it is written, and decrypted and authenticated chunk by chunk as it is read (encryption.ts).
 */

/** Until `stream` (a tar-stream one) takes more, or is closed (by an error too). */
const drained = (stream: EventEmitter) =>
  new Promise<void>((resolve) => {
    const settle = () => {
      stream.off('drain', settle);
      stream.off('close', settle);
      resolve();
    };
    stream.on('drain', settle);
    stream.on('close', settle);
  });

/** Writes an archive to `path`, encrypted with `keys`; `finish` ends it, `abort` gives up (the caller removes the file). */
export function createArchiveWriter(path: string, keys: ArchiveKeys | undefined) {
  const tar = pack();
  const gzip = createGzip({ level: 6 });
  const file = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  const done = keys ? pipeline(gzip, encryptingStream(keys), file) : pipeline(gzip, file);
  done.catch(() => undefined);
  let bytes = 0;
  // The tar's bytes go to gzip as they come, waiting while gzip is full; a failure further on ends the tar too.
  const feeding = (async () => {
    for await (const chunk of tar as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
    }
    gzip.end();
  })();
  feeding.catch(() => undefined);
  done.catch((error: unknown) => tar.destroy(error as Error));

  /** Starts an entry; the promise settles once the tar has taken all of its bytes. */
  function entry(name: string, size: number, mtime: Date, data?: Buffer) {
    let sink!: ReturnType<typeof tar.entry>;
    const written = new Promise<void>((resolve, reject) => {
      const header = { name, size, mode: 0o600, mtime };
      const settled = (error?: Error | null) => (error ? reject(error) : resolve());
      sink = data ? tar.entry(header, data, settled) : tar.entry(header, settled);
    });
    const taken = Promise.race([written, done]);
    taken.catch(() => undefined);
    return { sink, written: taken };
  }

  return {
    /** An entry held in memory (a manifest, a chunk of rows). */
    async add(name: string, data: Buffer, mtime = new Date()): Promise<void> {
      await entry(name, data.length, mtime, data).written;
    },
    /**
     * An entry copied from a stored file of `size` bytes, read from `open()`, which must not change meanwhile
     * (stored files never do).
     */
    async addFile(name: string, open: () => Readable, size: number, mtime: Date): Promise<void> {
      const { sink, written } = entry(name, size, mtime);
      let copied = 0;
      if (size > 0) {
        const source = open();
        try {
          for await (const chunk of source) {
            const part = chunk as Buffer;
            copied += part.length;
            if (copied > size) break;
            if (!sink.write(part)) await Promise.race([drained(sink), written]);
          }
        } finally {
          source.destroy();
        }
      }
      if (copied !== size) {
        sink.destroy();
        throw new Error(`${name} changed while it was copied`);
      }
      sink.end(null);
      await written;
    },
    /** Uncompressed bytes written so far. */
    get bytes() {
      return bytes;
    },
    async finish(): Promise<void> {
      tar.finalize();
      await feeding;
      await done;
    },
    async abort(): Promise<void> {
      tar.destroy();
      gzip.destroy();
      await done.catch(() => undefined);
    },
  };
}

export type ArchiveEntry = { name: string; data: Buffer };

/** The archive's `.tar` bytes: decrypted (and authenticated) with `keys`, then decompressed. */
function tarBytes(path: string, keys: ArchiveKeys | undefined): Readable {
  const settled = () => undefined;
  return keys
    ? pipe(createReadStream(path, { start: HEADER_BYTES }), decryptingStream(keys), createGunzip(), settled)
    : pipe(createReadStream(path), createGunzip(), settled);
}

/**
 * Every entry of an archive at `path` (encrypted with `keys`, or not encrypted when `keys` is undefined), in order;
 * an archive cut short, damaged or changed throws. An encrypted archive's entries come only from chunks whose tag
 * was checked; its end is proven only once the generator has finished.
 */
export async function* readArchive(
  path: string,
  keys: ArchiveKeys | undefined,
  maxEntryBytes = 2 ** 31,
): AsyncGenerator<ArchiveEntry> {
  const source = tarBytes(path, keys);
  const entries = extract();
  // Every byte is handed to the tar reader, what follows its end too: an encrypted archive's last chunk proves it
  // is whole, and the entries end only once it has.
  let unread: unknown;
  void (async () => {
    for await (const chunk of source) if (!entries.write(chunk)) await drained(entries);
    entries.end(null);
  })().catch((error: unknown) => {
    unread = error;
    entries.destroy(error as Error);
  });
  try {
    for await (const entry of entries) {
      const { name, size, type } = entry.header;
      if (size > maxEntryBytes) throw new ArchiveDamaged(`it is damaged (${name})`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (type === 'file') yield { name, data: Buffer.concat(chunks) };
    }
  } catch (error) {
    // Reading (a file error, gzip's, the decryption's) failed, or the tar reader found the tar not whole (a header's
    // checksum, bytes missing at its end).
    if (error === unread || error instanceof BackupFailure) throw error;
    throw new ArchiveDamaged('it is damaged or cut short: its tar is not whole');
  } finally {
    source.destroy();
    entries.destroy();
  }
}
