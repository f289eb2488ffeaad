import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline as pipe, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type ArchiveKeys, decryptingStream, encryptingStream, HEADER_BYTES } from './encryption.ts';
import { ArchiveDamaged } from './failure.ts';

/**
 * A gzip-compressed tar file (ustar), the format `tar -xzf` reads: regular files only, written and read as a stream,
 * so an archive of any size costs little memory. Just what backups need; names are at most 255 bytes. With keys, the
 * `.tar.gz` is encrypted as it is written, and decrypted and authenticated chunk by chunk as it is read
 * (encryption.ts).
 */
const BLOCK = 512;

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`name too long for tar: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes an archive to `path`, encrypted with `keys`; `finish` ends it, `abort` gives up (the caller removes the file). */
export function createArchiveWriter(path: string, keys: ArchiveKeys | undefined) {
  const gzip = createGzip({ level: 6 });
  const file = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  const done = keys ? pipeline(gzip, encryptingStream(keys), file) : pipeline(gzip, file);
  done.catch(() => undefined);
  let bytes = 0;

  async function write(chunk: Buffer): Promise<void> {
    bytes += chunk.length;
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
  }

  return {
    /** An entry held in memory (a manifest, a chunk of rows). */
    async add(name: string, data: Buffer, mtime = new Date()): Promise<void> {
      await write(header(name, data.length, 0o600, mtime));
      await write(data);
      await write(padding(data.length));
    },
    /** An entry copied from a file of `size` bytes, which must not change meanwhile (stored files never do). */
    async addFile(name: string, source: string, size: number, mtime: Date): Promise<void> {
      await write(header(name, size, 0o600, mtime));
      let copied = 0;
      if (size > 0)
        for await (const chunk of createReadStream(source, { end: size - 1 })) {
          const part = chunk as Buffer;
          copied += part.length;
          await write(part);
        }
      if (copied !== size) throw new Error(`${source} changed while it was copied`);
      await write(padding(size));
    },
    /** Uncompressed bytes written so far. */
    get bytes() {
      return bytes;
    },
    async finish(): Promise<void> {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await done;
    },
    async abort(): Promise<void> {
      gzip.destroy();
      await done.catch(() => undefined);
    },
  };
}

export type ArchiveEntry = { name: string; data: Buffer };

/** Reads exactly what is asked of a stream of chunks. */
class ChunkReader {
  #chunks: Buffer[] = [];
  #held = 0;
  #iterator: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.#iterator = source[Symbol.asyncIterator]();
  }

  /** `size` bytes, or fewer if the stream ends first. */
  async read(size: number): Promise<Buffer> {
    while (this.#held < size) {
      const next = await this.#iterator.next();
      if (next.done) break;
      this.#chunks.push(next.value);
      this.#held += next.value.length;
    }
    const all = Buffer.concat(this.#chunks, this.#held);
    const taken = all.subarray(0, Math.min(size, all.length));
    const rest = all.subarray(taken.length);
    this.#chunks = rest.length ? [rest] : [];
    this.#held = rest.length;
    return taken;
  }
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

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
  const reader = new ChunkReader(source);
  try {
    for (;;) {
      const block = await reader.read(BLOCK);
      if (block.length < BLOCK) throw new ArchiveDamaged('it ends in the middle (cut short?)');
      if (block.every((byte) => byte === 0)) {
        // What follows the end is read too: an encrypted archive's last chunk proves it is whole.
        while ((await reader.read(BLOCK)).length);
        return;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
      if (sum !== Number.parseInt(field(block, 148, 8).trim(), 8)) throw new ArchiveDamaged('it is damaged');
      const size = Number.parseInt(field(block, 124, 12).trim(), 8);
      const type = field(block, 156, 1);
      const prefix = field(block, 345, 155);
      const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
      if (!Number.isFinite(size) || size > maxEntryBytes) throw new ArchiveDamaged(`it is damaged (${name})`);
      const data = await reader.read(size);
      if (data.length < size) throw new ArchiveDamaged('it ends in the middle (cut short?)');
      await reader.read(padding(size).length);
      if (type === '0' || type === '') yield { name, data };
    }
  } finally {
    source.destroy();
  }
}
