import { PassThrough, type Readable, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * An .xlsx (SpreadsheetML) of one sheet or a few, written row by row into a stream, zipped by yazl as it goes. Text is always an
 * inline string (`t="inlineStr"`), never a formula, whatever it starts with (`=`, `+`, `-`, `@`): a name typed by an
 * applicant cannot run as a formula when the committee opens the file. Numbers are numbers; null is an empty cell.
 */

export type XlsxCell = string | number | boolean | null | undefined;

/** Characters XML cannot carry (control characters other than tab and line breaks, lone surrogates): dropped. */
const NOT_XML = /(?![\t\n\r])[\p{Cc}\p{Cs}\ufffe\uffff]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Excel's limit for the text of one cell. */
const MAX_CELL_TEXT = 32_767;

/** Whether a text holds anything `cellText` changes: most cells hold none, and go as they are. */
const NEEDS_ESCAPING = /[&<>"\r_\p{Cc}\p{Cs}\ufffe\uffff]/u;

export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/**
 * A cell's text as SpreadsheetML keeps it. A carriage return goes as a character reference (an XML reader turns a
 * literal one into a line feed). Excel and LibreOffice read `_xHHHH_` in a cell as the character HHHH, so text that
 * happens to look like that has its underscore escaped (`_x005F_`), as Excel itself writes it.
 */
export const cellText = (text: string) =>
  NEEDS_ESCAPING.test(text)
    ? escapeXml(text)
        .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
        .replace(/\r/g, '&#13;')
    : text;

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = cellText(value.slice(0, MAX_CELL_TEXT));
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/** `part(1) + part(2) + … + part(count)`. */
const numbered = (count: number, part: (n: number) => string) =>
  Array.from({ length: count }, (_, index) => part(index + 1)).join('');
const contentTypes = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${numbered(sheets, (n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
/** The styles are relationship 1; sheet n is relationship n + 1. */
const workbookRels = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>${numbered(sheets, (n) => `<Relationship Id="rId${n + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`)}</Relationships>`;
/** Style 1: the bold heading row. */
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
const workbook = (names: string[]) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${numbered(names.length, (n) => `<sheet name="${escapeXml(names[n - 1]!.slice(0, 31))}" sheetId="${n}" r:id="rId${n + 1}"/>`)}</sheets></workbook>`;
const sheetStart = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;

/** Resolves on `event`, or rejects once the reader has gone away (the download cancelled): never waits forever. */
function untilOrGone(source: NodeJS.EventEmitter, event: string, out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the reader went away'));
  return new Promise((resolve, reject) => {
    const done = () => {
      source.off(event, done);
      out.off('close', gone);
      resolve();
    };
    const gone = () => {
      source.off(event, done);
      reject(new Error('the reader went away'));
    };
    source.once(event, done);
    out.once('close', gone);
  });
}

/**
 * Starts the workbook with its heading row; `addRows` appends rows (await it: it waits while the reader is slow),
 * `finish` closes the sheet and waits until the whole archive has gone into `out` (which it leaves open). The sheet
 * is deflated as it is written: memory stays at a few buffers of 16 KiB whatever the number of rows. yazl stamps
 * every entry with `now`: the DOS fields in the server's time zone, as the format defines them, and the UTC instant
 * in the Info-ZIP extended timestamp; it switches to zip64 by itself past 4 GiB.
 */
export async function createXlsxWriter(out: Writable, sheetName: string, headings: string[], now = new Date()) {
  return createXlsxWorkbook(out, [{ name: sheetName, headings }], now);
}

/**
 * The same for a workbook of several sheets, written one after the other: rows go to the first sheet until
 * `nextSheet` closes it and starts the next one with its heading row.
 */
export async function createXlsxWorkbook(
  out: Writable,
  sheetsToWrite: { name: string; headings: string[] }[],
  now = new Date(),
) {
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  failed.catch(() => {});
  const entry = { mtime: now };
  const count = sheetsToWrite.length;
  zip.addBuffer(Buffer.from(contentTypes(count)), '[Content_Types].xml', entry);
  zip.addBuffer(Buffer.from(rootRels), '_rels/.rels', entry);
  zip.addBuffer(Buffer.from(workbook(sheetsToWrite.map((sheet) => sheet.name))), 'xl/workbook.xml', entry);
  zip.addBuffer(Buffer.from(workbookRels(count)), 'xl/_rels/workbook.xml.rels', entry);
  zip.addBuffer(Buffer.from(styles), 'xl/styles.xml', entry);
  // yazl reads each entry's stream in turn: a sheet is read once the one before it has ended.
  const sheets = sheetsToWrite.map((_, index) => {
    const sheet = new PassThrough();
    zip.addReadStream(sheet, `xl/worksheets/sheet${index + 1}.xml`, entry);
    return sheet;
  });
  zip.end();
  const archive = zip.outputStream as Readable;
  archive.pipe(out, { end: false });
  out.once('close', () => {
    archive.unpipe(out);
    archive.destroy();
    for (const sheet of sheets) sheet.destroy();
  });

  let current = 0;
  const write = async (xml: string) => {
    if (out.destroyed) throw new Error('the reader went away');
    const sheet = sheets[current]!;
    if (!sheet.write(xml)) await Promise.race([untilOrGone(sheet, 'drain', out), failed]);
  };

  let columns: string[] = [];
  let rowNumber = 0;
  const rowXml = (cells: XlsxCell[], style: number) => {
    rowNumber += 1;
    const body = cells.map((value, index) =>
      cellXml(value, `${columns[index] ?? columnName(index)}${rowNumber}`, style),
    );
    return `<row r="${rowNumber}">${body.join('')}</row>`;
  };
  const startSheet = async () => {
    const { headings } = sheetsToWrite[current]!;
    columns = headings.map((_, index) => columnName(index));
    rowNumber = 0;
    await write(sheetStart + rowXml(headings, 1));
  };
  const endSheet = async () => {
    await write('</sheetData></worksheet>');
    sheets[current]!.end();
  };
  await startSheet();
  return {
    async addRows(rows: XlsxCell[][]): Promise<void> {
      if (rows.length) await write(rows.map((cells) => rowXml(cells, 0)).join(''));
    },
    /** Closes this sheet and starts the next one. */
    async nextSheet(): Promise<void> {
      if (current + 1 >= count) throw new Error('no sheet after the last one');
      await endSheet();
      current += 1;
      await startSheet();
    },
    /** Closes this sheet, writes the ones never started with their headings only, and ends the archive. */
    async finish(): Promise<void> {
      const archived = untilOrGone(archive, 'end', out);
      archived.catch(() => {});
      await endSheet();
      while (current + 1 < count) {
        current += 1;
        await startSheet();
        await endSheet();
      }
      await Promise.race([archived, failed]);
    },
  };
}
