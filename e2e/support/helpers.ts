import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { formatLayoutProblem, layoutProblems } from './layout.ts';
import { settle } from './settle.ts';

/**
 * The screen as it stands is sound: axe finds nothing, and the layout check (support/layout.ts) finds no clipped
 * words, no oversized icon or control, no page wider than the screen. Both lists are reported together.
 */
export async function expectSoundScreen(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const layout = await layoutProblems(page);
  expect(
    {
      axe: violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      layout: layout.map(formatLayoutProblem),
    },
    `${page.url()} at ${page.viewportSize()?.width} px`,
  ).toEqual({ axe: [], layout: [] });
}

/** A real one-page PDF (Helvetica) that says `text`, as a phone would send a scanned paper. */
export function onePagePdf(text: string): Buffer {
  const drawing = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
