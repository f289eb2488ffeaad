import { describe, expect, it } from 'vitest';
import { isVisibleSection, neighbourSections, visibleSections } from './editor-sections';

describe('the sections a reader may open', () => {
  it('gives administrators the committee’s section after the submission, and applicants never', () => {
    expect(visibleSections(true).slice(-2)).toEqual(['submission', 'score']);
    expect(visibleSections(false)).not.toContain('score');
    expect(isVisibleSection('score', true)).toBe(true);
    expect(isVisibleSection('score', false)).toBe(false);
    expect(isVisibleSection('family', false)).toBe(true);
  });

  it('links the submission to the committee’s section for administrators only', () => {
    expect(neighbourSections('submission', true)).toEqual({ previous: 'rating', next: 'score' });
    expect(neighbourSections('submission', false)).toEqual({ previous: 'rating', next: null });
    expect(neighbourSections('score', true)).toEqual({ previous: 'submission', next: null });
  });
});
