import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Opens an .xlsx with a spreadsheet reader people use, not with code of our own: openpyxl, from Debian's
 * `python3-openpyxl` (installed by scripts/ensure-test-deps.sh). Debian's own Python is called by its path, since the
 * `python3` first on PATH may be another one without Debian's modules. Python's zipfile first checks every entry's
 * checksum, then openpyxl reads the workbook; a damaged or malformed file throws.
 */

export type ReadCell = {
  value: string | number | boolean | null;
  /** openpyxl's data type: `s` text, `n` number (or empty), `b` boolean, `f` formula, `d` date, `e` error. */
  type: string;
};
export type ReadSheet = { name: string; frozen: string | null; rows: ReadCell[][]; boldHeading: boolean[] };
export type ReadEntry = { name: string; dosTime: number[]; utcSeconds: number | null };
export type ReadWorkbook = { sheets: ReadSheet[]; entries: ReadEntry[] };

const python = '/usr/bin/python3';

// Excel and LibreOffice read `_xHHHH_` in a cell's text as the character HHHH; openpyxl 3.0 leaves it as it is, so
// its own `unescape` is applied to every text: the value is then what the committee sees in Excel.
// The zip's Info-ZIP extended timestamp (0x5455) holds the entry's time in UTC; its DOS fields, local time.
const script = `
import io, json, struct, sys, zipfile
from openpyxl import load_workbook
from openpyxl.utils.escape import unescape

data = sys.stdin.buffer.read()
archive = zipfile.ZipFile(io.BytesIO(data))
damaged = archive.testzip()
if damaged is not None:
    sys.exit('damaged entry: ' + damaged)

def utc_seconds(extra):
    at = 0
    while at + 4 <= len(extra):
        tag, size = struct.unpack('<HH', extra[at:at + 4])
        if tag == 0x5455 and size >= 5 and extra[at + 4] & 1:
            return struct.unpack('<i', extra[at + 5:at + 9])[0]
        at += 4 + size
    return None

def cell(c):
    value = c.value
    if isinstance(value, str):
        value = unescape(value)
    elif hasattr(value, 'isoformat'):
        value = value.isoformat()
    return {'value': value, 'type': c.data_type}

book = load_workbook(io.BytesIO(data))
json.dump({
    'entries': [
        {'name': e.filename, 'dosTime': list(e.date_time), 'utcSeconds': utc_seconds(e.extra)}
        for e in archive.infolist()
    ],
    'sheets': [
        {
            'name': sheet.title,
            'frozen': sheet.freeze_panes,
            'rows': [[cell(c) for c in row] for row in sheet.iter_rows()],
            'boldHeading': [bool(c.font.b) for c in sheet[1]],
        }
        for sheet in book.worksheets
    ],
}, sys.stdout)
`;

export function readXlsx(file: Buffer | Uint8Array): ReadWorkbook {
  if (!existsSync(python)) throw new Error(`${python} is missing: run scripts/ensure-test-deps.sh`);
  try {
    const output = execFileSync(python, ['-c', script], {
      input: file,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return JSON.parse(output.toString('utf8')) as ReadWorkbook;
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    if (stderr.includes("No module named 'openpyxl'"))
      throw new Error('openpyxl is missing: run scripts/ensure-test-deps.sh (Debian package python3-openpyxl)');
    throw new Error(`openpyxl could not read the file: ${stderr.trim().split('\n').at(-1) ?? error}`);
  }
}

/** The values of the first sheet, row by row (empty cells as null). */
export const sheetValues = (book: ReadWorkbook) => book.sheets[0]!.rows.map((row) => row.map((cell) => cell.value));
