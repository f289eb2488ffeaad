import { describe, expect, it } from 'vitest';
import { isProfileComplete, missingProfileFields } from './profile-rules';

const complete = {
  hasDisability: false,
  sex: 'F',
  birthDate: '2005-03-14',
  birthPlace: 'Dschang',
  nationality: 'Cameroonian',
  town: 'Dschang',
  mobileNumber: '+237 6 77 12 34 56',
  handicapId: null,
};

describe('a complete student profile', () => {
  it('holds sex, birth date and place, nationality, town and mobile number', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(missingProfileFields(complete)).toEqual([]);
  });

  it('is incomplete without a profile, listing every required field', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(missingProfileFields(undefined)).toEqual([
      'sex',
      'birthDate',
      'birthPlace',
      'nationality',
      'town',
      'mobileNumber',
    ]);
  });

  it('counts blank text as missing and names each missing field in form order', () => {
    const profile = { ...complete, birthPlace: '  ', town: null, mobileNumber: '' };
    expect(isProfileComplete(profile)).toBe(false);
    expect(missingProfileFields(profile)).toEqual(['birthPlace', 'town', 'mobileNumber']);
  });

  it('needs the handicap only when a disability is declared', () => {
    expect(missingProfileFields({ ...complete, hasDisability: true })).toEqual(['handicapId']);
    expect(isProfileComplete({ ...complete, hasDisability: true, handicapId: 3 })).toBe(true);
    expect(isProfileComplete({ ...complete, hasDisability: false, handicapId: null })).toBe(true);
  });
});
