import { readWithPython } from './python-reader.ts';

/**
 * Opens a .zip with Python's `zipfile`, a reader people use, not with code of our own (run by python-reader.ts).
 * Every entry's checksum is checked first; a damaged or cut-short archive throws. Each entry comes back with its
 * name, size, whether it is stored without compression, the SHA-256 of its bytes, and its text when it is a .json or
 * .txt file.
 */
export type ZipEntry = { name: string; size: number; stored: boolean; sha256: string; text: string | null };

const script = `
import hashlib, io, json, sys, zipfile

archive = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
damaged = archive.testzip()
if damaged is not None:
    sys.exit('damaged entry: ' + damaged)

def entry(info):
    data = archive.read(info.filename)
    readable = info.filename.endswith('.json') or info.filename.endswith('.txt')
    return {
        'name': info.filename,
        'size': info.file_size,
        'stored': info.compress_type == zipfile.ZIP_STORED,
        'sha256': hashlib.sha256(data).hexdigest(),
        'text': data.decode('utf-8') if readable else None,
    }

json.dump([entry(info) for info in archive.infolist()], sys.stdout)
`;

export function readZip(file: Buffer | Uint8Array): ZipEntry[] {
  return readWithPython<ZipEntry[]>(script, file, 'zipfile');
}

/** The JSON file of an archive, parsed. */
export function jsonOf(entries: ZipEntry[], name: string): unknown {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry?.text) throw new Error(`${name} is not in the archive`);
  return JSON.parse(entry.text);
}
