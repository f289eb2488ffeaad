import { describe, expect, it } from 'vitest';
import {
  type ApplicationContent,
  countWords,
  emptySteps,
  guardianProblems,
  lockReason,
  requiredSteps,
  type Statements,
  stepProblems,
  submissionProblems,
} from './application-rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function content(overrides: Partial<ApplicationContent['application']> = {}): ApplicationContent {
  return {
    application: {
      universityStudent: true,
      desiredUniversity: 'University of Dschang',
      desiredFaculty: 'Sciences',
      schoolLevelId: 1,
      nextYearTown: 'Dschang',
      currentUniversity: 'University of Dschang',
      currentFaculty: 'Sciences',
      motivation: words(150),
      steps: emptySteps(),
      ...overrides,
    },
    profile: { birthDate: '2004-05-10', town: 'Dschang', district: null },
    schoolResult: { totalCredit: 60, achievedCredit: 58, annualAverage: 13.5 },
    financings: [],
    extraActivities: [],
    rating: null,
    highSchoolResume: {
      languageSection: 'ANGLOPHONE',
      bacTypeId: 2,
      issueDate: '2024-07-01',
      finalGrade: null,
      gceGrades: [{ subject: 'Biology', grade: 'B' }],
      schoolName: 'GBHS Dschang',
    },
    documents: { applicationType: 'NEW', types: [], uploadedTypeIds: [] },
    family: null,
  };
}

describe('counting words', () => {
  it('counts runs holding a letter or digit, whatever the spacing and punctuation', () => {
    expect(countWords('  Je  veux\nétudier — la médecine, 2026 ! ')).toBe(6);
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
  });
});

describe('the steps an applicant must do', () => {
  it('leaves out the school result for a pupil, and never lists the declaration', () => {
    expect(requiredSteps({ universityStudent: false })).not.toContain('SCHOOL_RESULT');
    expect(requiredSteps({ universityStudent: true })).toContain('SCHOOL_RESULT');
    expect(requiredSteps({ universityStudent: null })).not.toContain('DECLARATION');
  });
});

describe('what a step still needs', () => {
  it('asks a university student for the current university and faculty', () => {
    const fields = stepProblems('NEXT_YEAR_PLAN', content({ currentFaculty: ' ', currentUniversity: null })).map(
      (p) => p.field,
    );
    expect(fields).toEqual(['NEXT_YEAR_PLAN.currentUniversity', 'NEXT_YEAR_PLAN.currentFaculty']);
    expect(stepProblems('NEXT_YEAR_PLAN', content({ universityStudent: false, currentFaculty: null }))).toEqual([]);
  });

  it('asks an anglophone resume for GCE grades and a francophone one for the final grade', () => {
    const anglophone = content();
    anglophone.highSchoolResume!.gceGrades = [];
    expect(stepProblems('HIGH_SCHOOL_RESUME', anglophone).map((p) => p.field)).toEqual([
      'HIGH_SCHOOL_RESUME.gceGrades',
    ]);
    const francophone = content();
    francophone.highSchoolResume!.languageSection = 'FRANCOPHONE';
    expect(stepProblems('HIGH_SCHOOL_RESUME', francophone).map((p) => p.field)).toEqual([
      'HIGH_SCHOOL_RESUME.finalGrade',
    ]);
  });

  it('holds the motivation between 100 and 500 words, saying how many there are', () => {
    expect(stepProblems('MOTIVATION', content({ motivation: words(100) }))).toEqual([]);
    expect(stepProblems('MOTIVATION', content({ motivation: words(500) }))).toEqual([]);
    expect(stepProblems('MOTIVATION', content({ motivation: words(99) }))[0]?.params).toMatchObject({ words: 99 });
    expect(stepProblems('MOTIVATION', content({ motivation: words(501) }))).toHaveLength(1);
  });

  it('reports a part that was never saved field by field', () => {
    expect(stepProblems('SCHOOL_RESULT', { ...content(), schoolResult: null })).toHaveLength(3);
  });
});

describe('submission', () => {
  it('lists every problem at once: open steps, missing fields, the declaration', () => {
    const problems = submissionProblems({ ...content({ motivation: 'too short' }), schoolResult: null }, {});
    const fields = problems.map((p) => p.field);
    expect(fields).toContain('NEXT_YEAR_PLAN');
    expect(fields).toContain('SCHOOL_RESULT.annualAverage');
    expect(fields).toContain('MOTIVATION.motivation');
    expect(fields).toContain('FAMILY');
    expect(fields.at(-1)).toBe('declaration');
  });

  it('accepts skipped financing and activities but no other skipped step', () => {
    const steps = { ...emptySteps(), FINANCING: 'SKIPPED', ACTIVITIES: 'SKIPPED', MOTIVATION: 'SKIPPED' } as const;
    const fields = submissionProblems(content({ steps }), { declaration: true }).map((p) => p.field);
    expect(fields).not.toContain('FINANCING');
    expect(fields).not.toContain('ACTIVITIES');
    expect(fields).toContain('MOTIVATION');
  });
});

describe('the consent of a minor’s parent or guardian', () => {
  const guardian = { guardianName: 'Marie Ngono', guardianRelation: 'MOTHER', guardianConsent: true } as const;
  const fieldsOf = (birthDate: string | null, statements: Statements, day = '2026-11-28') =>
    guardianProblems(birthDate, statements, day).map((p) => p.field);

  it('is asked, field by field, of an applicant under 18 on the day of submitting, just before the declaration', () => {
    const minor = { ...content(), profile: { birthDate: '2010-03-01', town: 'Dschang', district: null } };
    const fields = submissionProblems(minor, {}, '2026-11-28').map((p) => p.field);
    expect(fields.slice(-4)).toEqual(['guardianName', 'guardianRelation', 'guardianConsent', 'declaration']);
    expect(fieldsOf('2010-03-01', { ...guardian, guardianName: '  ' })).toEqual(['guardianName']);
    expect(fieldsOf('2010-03-01', { ...guardian, guardianConsent: undefined })).toEqual(['guardianConsent']);
    expect(fieldsOf('2010-03-01', guardian)).toEqual([]);
  });

  it('counts the age on the day of submitting: 18 from the morning of the 18th birthday', () => {
    expect(fieldsOf('2008-11-28', {}, '2026-11-27')).toEqual(['guardianName', 'guardianRelation', 'guardianConsent']);
    expect(fieldsOf('2008-11-28', {}, '2026-11-28')).toEqual([]);
  });

  it('is never asked of an adult, nor while the first step still asks for the birth date', () => {
    expect(fieldsOf('2004-05-10', {})).toEqual([]);
    const unknown = { ...content(), profile: { birthDate: null, town: 'Dschang', district: null } };
    const fields = submissionProblems(unknown, { declaration: true }, '2026-11-28').map((p) => p.field);
    expect(fields).toContain('NEXT_YEAR_PLAN.birthDate');
    expect(fields.filter((field) => field.startsWith('guardian'))).toEqual([]);
  });
});

describe('when an applicant may change an application', () => {
  const pending = { status: 'PENDING', resubmissionAllowed: false, submitted: false } as const;
  it('follows the decision, the submission and the session', () => {
    expect(lockReason(pending, true)).toBeNull();
    expect(lockReason(pending, false)).toBe('SESSION_NOT_ONGOING');
    expect(lockReason({ ...pending, submitted: true }, true)).toBe('SUBMITTED');
    expect(lockReason({ ...pending, status: 'APPROVED', resubmissionAllowed: true }, true)).toBe('APPROVED');
    expect(lockReason({ ...pending, status: 'NOT_APPROVED' }, true)).toBe('PROCESSED');
    expect(lockReason({ status: 'REJECTED', resubmissionAllowed: true, submitted: true }, true)).toBeNull();
  });
});
