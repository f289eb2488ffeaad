import type { Writable } from 'node:stream';
import { createZipWriter } from './zip-stream.ts';

/**
 * A one-sheet .xlsx (SpreadsheetML) written row by row into a stream. Text is always an inline string
 * (`t="inlineStr"`), never a formula, whatever it starts with (`=`, `+`, `-`, `@`): a name typed by an applicant
 * cannot run as a formula when the committee opens the file. Numbers are numbers; null is an empty cell.
 */

export type XlsxCell = string | number | boolean | null | undefined;

/** Characters XML cannot carry (control characters other than tab and line breaks, lone surrogates): dropped. */
const NOT_XML = /(?![\t\n\r])[\p{Cc}\p{Cs}\ufffe\uffff]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Excel's limit for the text of one cell. */
const MAX_CELL_TEXT = 32_767;

export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"]/g, (char) => ESCAPES[char]!);

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
  const text = escapeXml(value.slice(0, MAX_CELL_TEXT));
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** Style 1: the bold heading row. */
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const sheetStart = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;

/**
 * Starts the workbook with its heading row; `addRows` appends rows (await it: it waits while the reader is slow),
 * `finish` closes the sheet and the archive.
 */
export async function createXlsxWriter(out: Writable, sheetName: string, headings: string[]) {
  const zip = createZipWriter(out);
  await zip.add('[Content_Types].xml', contentTypes);
  await zip.add('_rels/.rels', rootRels);
  await zip.add('xl/workbook.xml', workbook(sheetName));
  await zip.add('xl/_rels/workbook.xml.rels', workbookRels);
  await zip.add('xl/styles.xml', styles);
  const sheet = await zip.open('xl/worksheets/sheet1.xml');
  const columns = headings.map((_, index) => columnName(index));
  let rowNumber = 0;
  const rowXml = (cells: XlsxCell[], style: number) => {
    rowNumber += 1;
    const body = cells.map((value, index) =>
      cellXml(value, `${columns[index] ?? columnName(index)}${rowNumber}`, style),
    );
    return `<row r="${rowNumber}">${body.join('')}</row>`;
  };
  await sheet.write(sheetStart + rowXml(headings, 1));
  return {
    async addRows(rows: XlsxCell[][]): Promise<void> {
      if (rows.length) await sheet.write(rows.map((cells) => rowXml(cells, 0)).join(''));
    },
    async finish(): Promise<void> {
      await sheet.write('</sheetData></worksheet>');
      await sheet.close();
      await zip.finish();
    },
  };
}
