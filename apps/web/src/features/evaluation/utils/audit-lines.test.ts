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
    await i18n.loadNamespaces(['evaluation', 'glossary', 'panel']);
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

describe('a line of the selection in the trail', () => {
  const line = (action: AuditEntryAnswer['action'], before: unknown, after: unknown): AuditEntryAnswer => ({
    ...entry(before, after),
    action,
  });

  it('tells an interview by its state and time, never as a place', () => {
    const booked = sentences(
      line(
        'INTERVIEW',
        { state: 'INVITED', startsAt: null },
        { state: 'BOOKED', startsAt: '2026-12-01T08:00:00.000Z' },
      ),
    );
    expect(booked[0]).toBe('Interview: Booked (before: Not booked yet).');
    expect(booked[1]).toMatch(/^Interview time: .*2026.*\.$/);
    expect(booked.join(' ')).not.toMatch(/Place/);
    expect(sentences(line('INTERVIEW', { state: 'BOOKED' }, { state: 'HELD' }))).toEqual([
      'Interview: Held (before: Booked).',
    ]);
    const cancelled = sentences(
      line(
        'INTERVIEW',
        { state: 'BOOKED', startsAt: '2026-12-01T08:00:00.000Z' },
        { state: 'INVITED', slotDeleted: true },
      ),
    );
    expect(cancelled[1]).toMatch(/^The interview time of .* was cancelled/);
  });

  it('names the panel, a conflict and its replacement, and an evaluation', () => {
    expect(sentences(line('PANEL', { panel: ['Anna Rossi'] }, { panel: ['Anna Rossi', 'Paul Ngo'] }))).toEqual([
      'Interview panel: Anna Rossi and Paul Ngo (before: Anna Rossi).',
    ]);
    expect(
      sentences(line('CONFLICT', { evaluation: { submitted: true, score: 72.5 } }, { replacement: 'Paul Ngo' })),
    ).toEqual([
      'Left the panel for a conflict of interest; Paul Ngo takes the seat.',
      'Their submitted evaluation (72.5 / 100) no longer counts.',
    ]);
    expect(sentences(line('CONFLICT', null, { replacement: null }))).toEqual([
      'Left the panel for a conflict of interest; no staff member was free to take the seat.',
    ]);
    expect(sentences(line('EVALUATION', null, { score: 64, scores: { motivation: 3 } }))).toEqual([
      'Evaluation submitted: 64 / 100.',
    ]);
  });
});
