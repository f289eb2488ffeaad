import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads back what the export wrote, independently of the writer: the zip's central directory, each entry inflated
 * and its checksum and size checked, then the sheet's cells by reference.
 */
export function unzip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central record');
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataStart = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const raw = archive.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    if (data.length !== size || crc32(data) !== crc) throw new Error(`${name}: size or checksum differs`);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The sheet's rows, each a list of cell values (text, number or boolean) by column, empty cells as null. */
export function sheetRows(sheetXml: string): (string | number | boolean | null)[][] {
  const rows: (string | number | boolean | null)[][] = [];
  for (const [, rowXml] of sheetXml.matchAll(/<row [^>]*>(.*?)<\/row>/gs)) {
    const row: (string | number | boolean | null)[] = [];
    for (const [, ref, attributes, body] of rowXml!.matchAll(/<c r="([A-Z]+)\d+"([^>]*)>(.*?)<\/c>/gs)) {
      const column = [...ref!].reduce((n, char) => n * 26 + char.charCodeAt(0) - 64, 0) - 1;
      while (row.length < column) row.push(null);
      if (attributes!.includes('t="inlineStr"')) row.push(unescapeXml(/<t[^>]*>(.*?)<\/t>/s.exec(body!)![1]!));
      else if (attributes!.includes('t="b"')) row.push(/<v>(.*?)<\/v>/.exec(body!)![1] === '1');
      else row.push(Number(/<v>(.*?)<\/v>/.exec(body!)![1]));
    }
    rows.push(row);
  }
  return rows;
}
