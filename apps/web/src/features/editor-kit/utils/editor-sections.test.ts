import { emptySteps } from '@portal/shared/application-rules';
import type { Application } from '@portal/shared/applications';
import { describe, expect, it } from 'vitest';
import { isVisibleSection, neighbourSections, sectionState, visibleSections } from './editor-sections';

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

describe('the mark of a section in the step list', () => {
  const application = (universityStudent: boolean | null) =>
    ({ universityStudent, steps: { ...emptySteps(), FAMILY: 'COMPLETED' } }) as Application;

  it('is its step’s state, and "not needed" for the university results of a pupil', () => {
    expect(sectionState(application(false), 'family')).toBe('COMPLETED');
    expect(sectionState(application(false), 'school-result')).toBe('NOT_NEEDED');
    expect(sectionState(application(true), 'school-result')).toBe('OPEN');
    expect(sectionState(application(null), 'school-result')).toBe('OPEN');
    expect(sectionState(application(false), 'submission')).toBe('OPEN');
    expect(sectionState(application(false), 'how-to-fill')).toBeNull();
  });
});
