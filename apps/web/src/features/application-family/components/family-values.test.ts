import { familyMemberInputSchema, familyUpdateSchema } from '@portal/shared/family';
import { describe, expect, it } from 'vitest';
import { memberBody, memberValuesOf } from './family-member-values';
import { familyBody, familyValuesOf } from './family-values';

describe('the family as the form holds it', () => {
  it('starts empty, and an empty form sends no answer at all (a draft the server accepts)', () => {
    const values = familyValuesOf(null);
    expect(Object.values(values).every((value) => value === '' || value === null)).toBe(true);
    const body = familyBody(values);
    expect(Object.values(body).every((value) => value === null)).toBe(true);
    expect(familyUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a typed 0 as 0, a question answered no as false, and an unanswered one as null', () => {
    const body = familyBody({
      ...familyValuesOf(null),
      membersInTown: 0,
      hasTV: 'no',
      hasWater: 'yes',
      houseType: 'LOCATION',
      neighborhood: ' Foto ',
    });
    expect(body).toMatchObject({ membersInTown: 0, hasTV: false, hasWater: true, hasComputer: null });
    expect(body).toMatchObject({ houseType: 'LOCATION', landType: null, neighborhood: 'Foto' });
  });

  it('turns a member back and forth without losing an answer', () => {
    const body = memberBody({
      ...memberValuesOf(null),
      relationship: 'MOTHER',
      birthYear: 1975,
      annualSalary: 0,
      otherIncome: null,
      hasHandicap: 'no',
      employer: '  ',
    });
    expect(body).toMatchObject({ relationship: 'MOTHER', birthYear: 1975, annualSalary: 0, otherIncome: null });
    expect(body).toMatchObject({ hasHandicap: false, employer: null, schoolLevel: null });
    expect(familyMemberInputSchema.safeParse(body).success).toBe(true);
  });
});
