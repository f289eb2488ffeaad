import { describe, expect, it } from 'vitest';
import {
  competesForPreselection,
  drawShortlist,
  interviewCommitted,
  interviewOver,
  mayPreselect,
  type ShortlistCandidate,
  submissionsEnded,
  suggestedShortlistSize,
} from './preselection-rules.ts';

const candidate = (id: number, totalScore: number, type: ShortlistCandidate['type'] = 'NEW') => ({
  id,
  totalScore,
  type,
});

describe('drawShortlist', () => {
  const field = [
    candidate(1, 80),
    candidate(2, 70, 'OLD'),
    candidate(3, 62.5),
    candidate(4, 62.5, 'OLD_ENDING'),
    candidate(5, 62.5),
    candidate(6, 50),
  ];

  it('takes the count best totals when the cut falls between two scores', () => {
    expect(drawShortlist(field, 2)).toEqual({
      ids: [1, 2],
      cutScore: 70,
      tiedAtCut: 0,
      byType: { NEW: 1, OLD: 1, OLD_ENDING: 0 },
    });
  });

  it('brings in every candidate tied with the last one, and says how many came in by the tie', () => {
    const shortlist = drawShortlist(field, 3);
    expect(shortlist.ids).toEqual([1, 2, 3, 4, 5]);
    expect(shortlist.cutScore).toBe(62.5);
    expect(shortlist.tiedAtCut).toBe(2);
    expect(shortlist.byType).toEqual({ NEW: 3, OLD: 1, OLD_ENDING: 1 });
    // The count ending exactly on the last of the tied brings nobody in by the tie.
    expect(drawShortlist(field, 5).tiedAtCut).toBe(0);
    expect(drawShortlist(field, 5).ids).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes everybody when fewer compete than asked, and nobody from an empty field', () => {
    expect(drawShortlist(field, 40)).toMatchObject({ ids: [1, 2, 3, 4, 5, 6], cutScore: 50, tiedAtCut: 0 });
    expect(drawShortlist([], 10)).toEqual({
      ids: [],
      cutScore: null,
      tiedAtCut: 0,
      byType: { NEW: 0, OLD: 0, OLD_ENDING: 0 },
    });
  });

  it('does not depend on the order the candidates come in', () => {
    expect(drawShortlist([...field].reverse(), 3)).toEqual(drawShortlist(field, 3));
  });
});

describe('who competes and when', () => {
  const ready = { submitted: true, eligible: true, totalScore: 55, status: 'PENDING' as const };

  it('draws from submitted, eligible, scored applications not rejected', () => {
    expect(competesForPreselection(ready)).toBe(true);
    expect(competesForPreselection({ ...ready, status: 'NOT_APPROVED' })).toBe(true);
    expect(competesForPreselection({ ...ready, submitted: false })).toBe(false);
    expect(competesForPreselection({ ...ready, eligible: null })).toBe(false);
    expect(competesForPreselection({ ...ready, eligible: false })).toBe(false);
    expect(competesForPreselection({ ...ready, totalScore: null })).toBe(false);
    expect(competesForPreselection({ ...ready, status: 'REJECTED' })).toBe(false);
  });

  it('opens once the session has ended, until it is closed', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(submissionsEnded({ endDate: '2027-03-01T12:00:00Z' }, now)).toBe(true);
    expect(submissionsEnded({ endDate: '2027-03-01T12:00:01Z' }, now)).toBe(false);
    expect(mayPreselect({ status: 'OPEN', endDate: '2027-02-01T00:00:00Z' }, now)).toBe(true);
    expect(mayPreselect({ status: 'SUSPENDED', endDate: new Date('2027-02-01T00:00:00Z') }, now)).toBe(true);
    expect(mayPreselect({ status: 'OPEN', endDate: '2027-04-01T00:00:00Z' }, now)).toBe(false);
    expect(mayPreselect({ status: 'CLOSED', endDate: '2027-02-01T00:00:00Z' }, now)).toBe(false);
  });

  it('suggests interviewing twice as many candidates as there are places, nothing without places', () => {
    expect(suggestedShortlistSize(15)).toBe(30);
    expect(suggestedShortlistSize(0)).toBeNull();
    expect(suggestedShortlistSize(null)).toBeNull();
  });

  it('keeps a booked or past interview from a run, and a past one from any removal', () => {
    expect([null, 'INVITED', 'BOOKED', 'HELD', 'MISSED'].map((s) => interviewCommitted(s as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([null, 'INVITED', 'BOOKED', 'HELD', 'MISSED'].map((s) => interviewOver(s as never))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
