import type { Writable } from 'node:stream';
import type { BeneficiaryLine } from '@portal/shared/beneficiaries';
import type { Locale } from '@portal/shared/locales';
import { translate } from '../../lib/i18n.ts';
import { createXlsxWriter } from '../../lib/xlsx-stream.ts';

const columns = [
  'name',
  'email',
  'validatedHours',
  'hoursExpected',
  'transcripts',
  'paid',
  'late',
  'notRenewed',
] as const;

/** The board as a spreadsheet, headings and words in the reader's language. */
export async function writeBoard(out: Writable, lines: BeneficiaryLine[], locale: Locale, now = new Date()) {
  const t = (key: string) => translate(locale, `beneficiaries.export.${key}`);
  const writer = await createXlsxWriter(
    out,
    t('sheet'),
    columns.map((column) => t(column)),
    now,
  );
  await writer.addRows(
    lines.map((line) => [
      line.name,
      line.email,
      line.validatedHours,
      line.hoursExpected,
      line.transcripts,
      line.paid,
      line.late.map((item) => t(`lateItems.${item}`)).join(', '),
      translate(locale, line.notRenewed ? 'beneficiaries.export.yes' : 'beneficiaries.export.no'),
    ]),
  );
  await writer.finish();
}
