import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One entry of an archive: its path inside it, its exact size, and how to read it once its turn comes. */
export type ArchiveEntry = { name: string; size: number; open: () => Readable };

/** An entry whose bytes are already at hand (a JSON file, the README). */
export const bufferEntry = (name: string, buffer: Buffer): ArchiveEntry => ({
  name,
  size: buffer.length,
  open: () => Readable.from([buffer]),
});

/**
 * A zip of `entries`, every one stored as it is (images and PDFs do not compress, and the JSON is small), each of a
 * size known beforehand: yazl then knows the archive's exact size before a byte is written, and tells it through
 * `size`. Entries are opened one at a time, as yazl reaches them, and `open` is not called before. Every entry is
 * stamped with `now`.
 */
function zipOf(entries: ArchiveEntry[], now: Date, open: (entry: ArchiveEntry) => Readable | undefined) {
  const zip = new ZipFile();
  let size = 0;
  for (const entry of entries)
    zip.addReadStreamLazy(entry.name, { compress: false, size: entry.size, mtime: now }, (done) => {
      const stream = open(entry);
      if (stream) done(null, stream);
    });
  const sized = (total: number) => {
    size = total;
  };
  zip.end({ forceZip64Format: false, comment: '' }, sized as () => void);
  return { zip, size };
}

/**
 * The archive's exact size in bytes, as `archiveStream` writes it, without opening any entry: the entries never
 * opened leave nothing behind once this returns.
 */
export function archiveSize(entries: ArchiveEntry[], now: Date): number {
  return zipOf(entries, now, () => undefined).size;
}

/**
 * The archive as a stream of its exact size (`size`, the answer's Content-Length), its entries read in turn. A read
 * that fails (a file gone from the disk meanwhile) ends the stream with that error: the download is cut short, and
 * the reader's zip check refuses it rather than hand out an archive that looks whole. A reader that goes away ends
 * the entry being read.
 */
export function archiveStream(entries: ArchiveEntry[], now: Date): { stream: Readable; size: number } {
  let reading: Readable | undefined;
  let output: Readable | undefined;
  const { zip, size } = zipOf(entries, now, (entry) => {
    reading = entry.open();
    reading.once('error', (error) => output?.destroy(error));
    return reading;
  });
  output = zip.outputStream as Readable;
  zip.once('error', (error: Error) => output?.destroy(error));
  output.once('close', () => reading?.destroy());
  return { stream: output, size };
}
