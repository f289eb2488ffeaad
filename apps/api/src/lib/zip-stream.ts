import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip archive written as it goes: each entry is deflated on the fly and followed by a data descriptor (its size
 * and checksum, known only at the end), then the central directory closes the archive. Memory stays at one
 * compression window whatever the size of an entry. Archives stay under 4 GiB (no zip64).
 */

const UTF8_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** A file's time in the DOS format zip keeps: local fields of the moment the archive is made. */
function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

export type ZipEntry = { write(chunk: string | Buffer): Promise<void>; close(): Promise<void> };

export function createZipWriter(out: Writable, now = new Date()) {
  const { time, day } = dosTime(now);
  const entries: Written[] = [];
  let offset = 0;

  /** Writes, waiting while the reader is slower; a reader gone away (the download cancelled) stops the writer. */
  async function emit(chunk: Buffer): Promise<void> {
    if (out.destroyed) throw new Error('the reader went away');
    offset += chunk.length;
    if (!out.write(chunk)) await drainedOrClosed(out);
    if (out.destroyed) throw new Error('the reader went away');
  }

  function localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    // Checksum and sizes are zero here and follow the data in its descriptor.
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  function centralRecord(entry: Written): Buffer {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(day, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  }

  return {
    /** Starts an entry; write its content in pieces, then close it before starting the next. */
    async open(path: string): Promise<ZipEntry> {
      const name = Buffer.from(path, 'utf8');
      const entry: Written = { name, crc: 0, compressed: 0, size: 0, offset };
      await emit(localHeader(name));
      const deflater = createDeflateRaw({ level: 6 });
      const pending: Buffer[] = [];
      deflater.on('data', (chunk: Buffer) => pending.push(chunk));
      const drainCompressed = async () => {
        while (pending.length) {
          const chunk = pending.shift()!;
          entry.compressed += chunk.length;
          await emit(chunk);
        }
      };
      return {
        async write(chunk) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          entry.crc = crc32(bytes, entry.crc);
          entry.size += bytes.length;
          if (!deflater.write(bytes)) await once(deflater, 'drain');
          await drainCompressed();
        },
        async close() {
          const ended = once(deflater, 'end');
          deflater.end();
          await ended;
          await drainCompressed();
          const descriptor = Buffer.alloc(16);
          descriptor.writeUInt32LE(0x08074b50, 0);
          descriptor.writeUInt32LE(entry.crc >>> 0, 4);
          descriptor.writeUInt32LE(entry.compressed, 8);
          descriptor.writeUInt32LE(entry.size, 12);
          await emit(descriptor);
          entries.push(entry);
        },
      };
    },

    async add(path: string, content: string): Promise<void> {
      const entry = await this.open(path);
      await entry.write(content);
      await entry.close();
    },

    /** Writes the central directory; the archive is complete once this resolves (the stream is left open). */
    async finish(): Promise<void> {
      const start = offset;
      for (const entry of entries) await emit(centralRecord({ ...entry, crc: entry.crc >>> 0 }));
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await emit(end);
    },
  };
}
