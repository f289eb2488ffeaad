import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createXlsxWriter, escapeXml } from './xlsx-stream.ts';

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

describe('escapeXml', () => {
  it('escapes markup and drops what XML cannot carry, keeping tabs, line breaks and emoji', () => {
    expect(escapeXml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(escapeXml('x\u0000y\u0007z\ud800')).toBe('xyz');
    expect(escapeXml('line\nnext\ttab 😀')).toBe('line\nnext\ttab 😀');
  });
});
