import { describe, expect, it } from 'vitest';
import { isMinorOn } from './age';
import { submitSchema } from './applications';
import { guardianStatementSchema } from './guardian';

const statement = { guardianName: 'Marie Ngono', guardianRelation: 'MOTHER', guardianConsent: true };
const problemsOf = (schema: typeof guardianStatementSchema | typeof submitSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a parent’s or guardian’s statement', () => {
  it('names a person, one of the relations, and a consent that is given', () => {
    expect(problemsOf(guardianStatementSchema, statement)).toEqual([]);
    expect(problemsOf(guardianStatementSchema, { ...statement, guardianName: '  ' })[0]).toMatch(/^guardianName/);
    expect(problemsOf(guardianStatementSchema, { ...statement, guardianName: '\u200B' })).toEqual([
      'guardianName: validation.nameNeedsLetter',
    ]);
    expect(problemsOf(guardianStatementSchema, { ...statement, guardianRelation: 'NEIGHBOUR' })[0]).toMatch(
      /^guardianRelation/,
    );
    expect(problemsOf(guardianStatementSchema, { ...statement, guardianRelation: undefined })).toEqual([
      'guardianRelation: validation.required',
    ]);
    expect(problemsOf(guardianStatementSchema, { ...statement, guardianConsent: false })).toEqual([
      'guardianConsent: validation.guardianConsentRequired',
    ]);
  });

  it('travels with the submission, where an adult leaves it out and a wrong value is refused', () => {
    expect(problemsOf(submitSchema, { declaration: true })).toEqual([]);
    expect(problemsOf(submitSchema, { declaration: true, ...statement })).toEqual([]);
    expect(problemsOf(submitSchema, { declaration: true, guardianConsent: false })).toEqual([
      'guardianConsent: validation.guardianConsentRequired',
    ]);
    expect(problemsOf(submitSchema, { declaration: true, guardianName: '' })[0]).toMatch(/^guardianName/);
  });
});

describe('a minor', () => {
  it('is under 18 on the day counted, and unknown without a birth date', () => {
    expect(isMinorOn('2008-11-29', '2026-11-28')).toBe(true);
    expect(isMinorOn('2008-11-28', '2026-11-28')).toBe(false);
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
    expect(isMinorOn(null, '2026-11-28')).toBe(false);
    expect(isMinorOn('not a date', '2026-11-28')).toBe(false);
  });
});
