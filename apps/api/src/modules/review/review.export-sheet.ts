import type { Locale } from '@portal/shared/locales';
import { markAsDecided } from '@portal/shared/ranking';
import { scoreParts } from '@portal/shared/scoring-rubric';
import { translate } from '../../lib/i18n.ts';
import type { XlsxCell } from '../../lib/xlsx-stream.ts';
import { reasonInWords } from '../applications/public.ts';
import type { ExportRow } from './review-export.repository.ts';

/** The export's own words (`review.*`), an eligibility reason, and the product's shared words (`glossary.*`). */
type Words = ((key: string) => string) & { reason: (reason: unknown) => string; glossary: (key: string) => string };

/** The export's columns, in order: a heading (a catalog key) and how a candidate fills it. */
const columns: { heading: string; value: (row: ExportRow, word: Words) => XlsxCell }[] = [
  { heading: 'columns.id', value: (row) => row.id },
  { heading: 'columns.lastName', value: (row, word) => row.lastName ?? word('values.deletedAccount') },
  { heading: 'columns.firstName', value: (row) => row.firstName },
  { heading: 'columns.email', value: (row) => row.email },
  { heading: 'columns.mobile', value: (row) => row.mobile },
  { heading: 'columns.town', value: (row) => row.town },
  { heading: 'columns.type', value: (row, word) => word.glossary(`types.${row.type}`) },
  {
    heading: 'columns.applicantKind',
    value: (row, word) =>
      row.universityStudent === null ? null : word(row.universityStudent ? 'values.student' : 'values.pupil'),
  },
  { heading: 'columns.submitted', value: (row, word) => word(row.submitted ? 'values.yes' : 'values.no') },
  { heading: 'columns.submittedAt', value: (row) => row.submittedAt?.toISOString().slice(0, 16).replace('T', ' ') },
  {
    heading: 'columns.eligible',
    value: (row, word) => word(row.eligible === null ? 'values.notChecked' : row.eligible ? 'values.yes' : 'values.no'),
  },
  { heading: 'columns.reasons', value: (row, word) => (row.reasons as unknown[]).map(word.reason).join('; ') },
  ...scoreParts.map((part) => ({
    heading: `scoreParts.${part}`,
    value: (row: ExportRow) => row.scoreParts?.[part] ?? null,
  })),
  { heading: 'columns.bonus', value: (row) => row.bonus },
  { heading: 'columns.bonusReason', value: (row) => row.bonusReason },
  { heading: 'columns.totalScore', value: (row) => row.totalScore },
  { heading: 'columns.rank', value: (row) => row.rank },
  {
    heading: 'columns.rankingMark',
    // As the candidates list shows it: the mark only where the decision agrees (a place from the reserve list says so).
    value: (row, word) => {
      const mark = markAsDecided(row.status, row.rankingMark);
      return mark ? word(`rankingMarks.${mark}`) : null;
    },
  },
  { heading: 'columns.preselected', value: (row, word) => word(row.preselected ? 'values.yes' : 'values.no') },
  {
    heading: 'columns.interviewState',
    value: (row, word) => (row.interviewState ? word(`interviewStates.${row.interviewState}`) : null),
  },
  { heading: 'columns.panelScore', value: (row) => row.panelScore },
  { heading: 'columns.correctedPanelScore', value: (row) => row.correctedPanelScore },
  { heading: 'columns.finalScore', value: (row) => row.finalScore },
  { heading: 'columns.finalRank', value: (row) => row.finalRank },
  { heading: 'columns.status', value: (row, word) => word.glossary(`statuses.${row.status}`) },
];

/** Headings and a row-maker in the administrator's language. */
export function candidateSheet(locale: Locale) {
  // A sheet says the same few words on every row: each is translated once (a reason with its figures, every time).
  const words = new Map<string, string>();
  const once = (key: string) => {
    if (!words.has(key)) words.set(key, translate(locale, key));
    return words.get(key)!;
  };
  const word = Object.assign((key: string) => once(`review.${key}`), {
    reason: (reason: unknown) => reasonInWords(locale, reason),
    // The words the screens show for a status or a type, so the sheet and the candidates list agree.
    glossary: (key: string) => once(`glossary.${key}`),
  });
  return {
    name: word('sheet'),
    headings: columns.map((column) => word(column.heading)),
    row: (candidate: ExportRow): XlsxCell[] => columns.map((column) => column.value(candidate, word)),
  };
}

/** `candidates-export-YYYYMMDDHHmmss.xlsx`, the instant in UTC. */
export const exportFileName = (now: Date) =>
  `candidates-export-${now.toISOString().replace(/\D/g, '').slice(0, 14)}.xlsx`;
