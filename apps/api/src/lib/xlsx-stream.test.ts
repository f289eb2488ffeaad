import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readXlsx, sheetValues } from '../../test/xlsx-reader.ts';
import { cellText, createXlsxWorkbook, createXlsxWriter, escapeXml } from './xlsx-stream.ts';

/** The whole archive a writer makes, gathered in memory. */
async function workbookOf(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  out.end();
  return Buffer.concat(chunks);
}

describe('createXlsxWriter', () => {
  it('stops with an error, never hangs, when the reader goes away mid-file', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const xlsx = await createXlsxWriter(out, 'Sheet', ['Name']);
    setTimeout(() => out.destroy(), 20);
    const rows = Array.from({ length: 2000 }, (_, i) => [`Candidate ${i} ${'x'.repeat(i % 50)}`]);
    await expect(
      (async () => {
        for (let i = 0; i < 200; i++) await xlsx.addRows(rows);
      })(),
    ).rejects.toThrow(/went away/);
  });

  it('waits for a slow reader instead of piling the file up in memory', async () => {
    let buffered = 0;
    let peak = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        buffered += chunk.length;
        peak = Math.max(peak, slow.writableLength);
        setImmediate(done);
      },
    });
    const xlsx = await createXlsxWriter(slow, 'Sheet', ['Name', 'Score']);
    for (let i = 0; i < 100; i++)
      await xlsx.addRows(Array.from({ length: 100 }, (_, n) => [`Row ${i}-${n} ${Math.random()}`, n]));
    await xlsx.finish();
    expect(buffered).toBeGreaterThan(100_000);
    expect(peak).toBeLessThan(512 * 1024);
  });
});

describe('createXlsxWriter, read back by openpyxl', () => {
  it('stamps every entry with the instant given: the DOS fields in local time, the extended timestamp in UTC', async () => {
    const now = new Date('2026-07-14T21:45:30.600Z');
    const file = await workbookOf(async (out) => {
      const xlsx = await createXlsxWriter(out, 'Sheet', ['Name'], now);
      await xlsx.finish();
    });
    const { entries } = readXlsx(file);
    expect(entries).toHaveLength(6);
    const local = [now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes(), 30];
    for (const entry of entries) {
      expect(entry.utcSeconds, entry.name).toBe(Math.floor(now.getTime() / 1000));
      expect(entry.dosTime, entry.name).toEqual(local);
    }
  });

  it('cuts a text at the 32,767 characters a cell can hold, and leaves an empty value out', async () => {
    const file = await workbookOf(async (out) => {
      const xlsx = await createXlsxWriter(out, 'Sheet', ['Text', 'Number', 'Flag']);
      await xlsx.addRows([
        ['é'.repeat(40_000), 7, true],
        ['', null, false],
      ]);
      await xlsx.finish();
    });
    const [, long, empty] = sheetValues(readXlsx(file));
    expect(long).toEqual(['é'.repeat(32_767), 7, true]);
    expect(empty).toEqual([null, null, false]);
  });
});

describe('createXlsxWorkbook, read back by openpyxl', () => {
  it('writes its sheets in order, each with its bold, frozen heading row; a sheet never reached keeps its headings', async () => {
    const file = await workbookOf(async (out) => {
      const xlsx = await createXlsxWorkbook(out, [
        { name: 'People', headings: ['Name', 'Hours'] },
        { name: 'Payments', headings: ['Name', 'Amount', 'Reference'] },
        { name: 'Notes', headings: ['Note'] },
      ]);
      await xlsx.addRows([['Awa', 12.5]]);
      await xlsx.nextSheet();
      await xlsx.addRows([
        ['Awa', 108_333, 'MP1'],
        ['Awa', 50_000, '=1+1'],
      ]);
      await xlsx.finish();
    });
    const { sheets } = readXlsx(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['People', 'Payments', 'Notes']);
    const values = sheets.map((sheet) => sheet.rows.map((row) => row.map((cell) => cell.value)));
    expect(values).toEqual([
      [
        ['Name', 'Hours'],
        ['Awa', 12.5],
      ],
      [
        ['Name', 'Amount', 'Reference'],
        ['Awa', 108_333, 'MP1'],
        ['Awa', 50_000, '=1+1'],
      ],
      [['Note']],
    ]);
    expect(sheets[1]!.rows[2]![2]!.type).toBe('s');
    for (const sheet of sheets) {
      expect(sheet.frozen).toBe('A2');
      expect(sheet.boldHeading.every(Boolean)).toBe(true);
    }
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops what XML cannot carry, keeping tabs, line breaks and emoji', () => {
    expect(escapeXml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(escapeXml('x\u0000y\u0007z\ud800')).toBe('xyz');
    expect(escapeXml('line\nnext\ttab 😀')).toBe('line\nnext\ttab 😀');
  });
});

describe('cellText', () => {
  it('keeps a carriage return and text that looks like an Excel escape as they are', () => {
    expect(cellText('a\r\nb')).toBe('a&#13;\nb');
    expect(cellText('A_x0041_B & _x12_')).toBe('A_x005F_x0041_B &amp; _x12_');
  });
});
