import type { AuditEntryAnswer } from '@portal/shared/review-runs';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { auditSentences } from './audit-lines';

const entry = (before: unknown, after: unknown, note: string | null = null): AuditEntryAnswer => ({
  id: 1,
  action: 'PRESELECTION',
  actorName: 'Anna Rossi',
  at: '2026-11-23T09:30:00.000Z',
  before,
  after,
  note,
});
const sentences = (line: AuditEntryAnswer, language = 'en') =>
  auditSentences(line, i18n.getFixedT(language), language).map((sentence) => sentence.text);

beforeAll(async () => {
  await initI18n('en');
  for (const language of ['en', 'fr']) {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(['evaluation', 'glossary']);
  }
});

describe('a line of the interview shortlist in the trail', () => {
  it('names the run that put the application on it, or took it off: its count and its cut', () => {
    const run = { count: 30, cutScore: 62.5 };
    expect(sentences(entry({ preselected: false }, { preselected: true, run }))).toEqual([
      'Preselected for an interview by the run of the 30 best total scores (cut at 62.5 points).',
    ]);
    expect(sentences(entry({ preselected: true }, { preselected: false, run: { count: 1, cutScore: 88 } }))).toEqual([
      'Taken off the interview shortlist by the run of the best total score (cut at 88 points).',
    ]);
    expect(sentences(entry({ preselected: true }, { preselected: false, run: { count: 5, cutScore: null } }))).toEqual([
      'Taken off the interview shortlist by a run that found no application to preselect.',
    ]);
    expect(sentences(entry({ preselected: false }, { preselected: true, run }), 'fr')).toEqual([
      'Présélectionnée pour un entretien par la présélection des 30 meilleurs scores totaux (seuil : 62,5 points).',
    ]);
  });

  it('tells a change by hand with the committee’s reason, and nothing else', () => {
    expect(sentences(entry({ preselected: false }, { preselected: true }, 'Strong file below the cut'))).toEqual([
      'Added to the interview shortlist by hand.',
      'Committee’s note: “Strong file below the cut”',
    ]);
    expect(sentences(entry({ preselected: true }, { preselected: false }, 'Conflict declared'))).toEqual([
      'Taken off the interview shortlist by hand.',
      'Committee’s note: “Conflict declared”',
    ]);
  });
});
