import { studentProfileSchema } from '@portal/shared/accounts';
import { describe, expect, it } from 'vitest';
import { studentFields, studentSections, toBody, toFormValues } from './student-profile-layout';

describe('the student profile layout', () => {
  it('places every field of the shared schema exactly once', () => {
    const placed = studentSections.flatMap((section) => [...section.fields]);
    expect([...placed].sort()).toEqual([...studentFields].sort());
    expect(new Set(placed).size).toBe(placed.length);
    expect([...studentFields].sort()).toEqual(Object.keys(studentProfileSchema.shape).sort());
  });

  it('sends empty inputs as null and the disability only when ticked', () => {
    const values = { ...toFormValues(null), town: ' Dschang ', handicapId: '4' };
    const body = toBody(values);
    expect(body.town).toBe(' Dschang ');
    expect(body.nationality).toBeNull();
    expect(body.handicapId).toBeNull();
    expect(toBody({ ...values, hasDisability: true }).handicapId).toBe(4);
    expect(studentProfileSchema.safeParse(body).success).toBe(true);
  });
});
