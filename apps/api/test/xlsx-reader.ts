import { readWithPython } from './python-reader.ts';

/**
 * Opens an .xlsx with a spreadsheet reader people use, not with code of our own: openpyxl, from Debian's
 * `python3-openpyxl` (installed by scripts/ensure-test-deps.sh), run by python-reader.ts. Python's zipfile first
 * checks every entry's checksum, then openpyxl reads the workbook; a damaged or malformed file throws.
 */

export type ReadCell = {
  value: string | number | boolean | null;
  /** openpyxl's data type: `s` text, `n` number (or empty), `b` boolean, `f` formula, `d` date, `e` error. */
  type: string;
};
export type ReadSheet = { name: string; frozen: string | null; rows: ReadCell[][]; boldHeading: boolean[] };
export type ReadEntry = { name: string; dosTime: number[]; utcSeconds: number | null };
export type ReadWorkbook = { sheets: ReadSheet[]; entries: ReadEntry[] };

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
  return readWithPython<ReadWorkbook>(script, file, 'openpyxl');
}

/** The values of the first sheet, row by row (empty cells as null). */
export const sheetValues = (book: ReadWorkbook) => book.sheets[0]!.rows.map((row) => row.map((cell) => cell.value));
