import type { Writable } from 'node:stream';
import type { BeneficiaryLine, ScheduleLine } from '@portal/shared/beneficiaries';
import type { Locale } from '@portal/shared/locales';
import { translate } from '../../lib/i18n.ts';
import { createXlsxWorkbook } from '../../lib/xlsx-stream.ts';
import type { PaymentRow, SetAsideRow } from './beneficiaries.repository.ts';

/** What the export holds: the board's lines, and every payment of its beneficiaries with the line it paid. */
export type BoardExport = {
  lines: BeneficiaryLine[];
  payments: {
    name: string;
    line: ScheduleLine | undefined;
    payment: PaymentRow | SetAsideRow;
    /** Why the rules' migration set it aside (counted nowhere), or null for a payment of the schedule. */
    setAside: SetAsideRow['reason'] | null;
  }[];
};

const boardColumns = [
  'name',
  'email',
  'validatedHours',
  'hoursExpected',
  'transcripts',
  'paidFcfa',
  'dueFcfa',
  'late',
  'notRenewed',
  'withdrawn',
] as const;

const paymentColumns = ['name', 'line', 'dueDate', 'amount', 'paidDate', 'operator', 'reference', 'setAside'] as const;

/**
 * The board as a spreadsheet, headings and words in the reader's language: a sheet of the beneficiaries, then a
 * sheet of every payment (due date, amount in FCFA, paid date, operator, reference). Dates are written as
 * `YYYY-MM-DD`, which every spreadsheet sorts and reads the same.
 */
export async function writeBoard(out: Writable, board: BoardExport, locale: Locale, now = new Date()) {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `beneficiaries.export.${key}`, params);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const writer = await createXlsxWorkbook(
    out,
    [
      { name: t('sheet'), headings: boardColumns.map((column) => t(column)) },
      { name: t('paymentsSheet'), headings: paymentColumns.map((column) => t(`payments.${column}`)) },
    ],
    now,
  );
  await writer.addRows(
    board.lines.map((line) => [
      line.name,
      line.email,
      line.validatedHours,
      line.hoursExpected,
      line.transcripts,
      line.paidFcfa,
      line.dueFcfa,
      line.late.map((item) => t(`lateItems.${item}`)).join(', '),
      yesNo(line.notRenewed),
      yesNo(line.withdrawn),
    ]),
  );
  await writer.nextSheet();
  await writer.addRows(
    board.payments.map(({ name, line, payment, setAside }) => [
      name,
      line
        ? line.kind === 'TUITION'
          ? t('lines.TUITION')
          : t('lines.ALLOWANCE', { instalment: line.instalment ?? '' })
        : t('lines.none'),
      payment.dueDate,
      payment.amount,
      payment.paidDate,
      translate(locale, `beneficiaries.operators.${payment.operator}`),
      payment.reference,
      setAside ? t(`setAsideReasons.${setAside}`) : null,
    ]),
  );
  await writer.finish();
}
