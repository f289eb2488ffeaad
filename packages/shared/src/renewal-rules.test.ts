import { describe, expect, it } from 'vitest';
import { canBeRenewed, FUNDED_YEARS, meetsRenewalConditions, renewalType } from './renewal-rules';

const result = (achievedCredit: number | null, annualAverage: number | null, totalCredit: number | null = 60) => ({
  totalCredit,
  achievedCredit,
  annualAverage,
});

describe('renewal conditions', () => {
  it.each([
    [54, 12, true],
    [60, 20, true],
    [53, 12, false],
    [54, 11.99, false],
    [53, 11.99, false],
    [55, 12.01, true],
  ])('%i of 60 credits and %d/20 → %s', (credits, average, expected) => {
    expect(meetsRenewalConditions(result(credits, average))).toBe(expected);
  });

  it('counts credits in proportion when the year had another total', () => {
    expect(meetsRenewalConditions(result(27, 12, 30))).toBe(true);
    expect(meetsRenewalConditions(result(26, 12, 30))).toBe(false);
    expect(meetsRenewalConditions(result(63, 12, 70))).toBe(true);
    expect(meetsRenewalConditions(result(62, 12, 70))).toBe(false);
  });

  it('leaves a missing or partial result to the committee', () => {
    expect(meetsRenewalConditions(null)).toBe(false);
    expect(meetsRenewalConditions(result(null, 14))).toBe(false);
    expect(meetsRenewalConditions(result(58, null))).toBe(false);
    expect(meetsRenewalConditions(result(58, 14, null))).toBe(false);
    expect(meetsRenewalConditions(result(0, 14, 0))).toBe(false);
  });
});

describe('renewal type', () => {
  it('continues a first and a second funded year, the third being the last', () => {
    expect(FUNDED_YEARS).toBe(3);
    expect(renewalType(1)).toBe('OLD');
    expect(renewalType(2)).toBe('OLD_ENDING');
    expect(renewalType(3)).toBeNull();
    expect(renewalType(4)).toBeNull();
  });

  it('renews only an approved application that is not the last funded year', () => {
    expect(canBeRenewed({ status: 'APPROVED', type: 'NEW' })).toBe(true);
    expect(canBeRenewed({ status: 'APPROVED', type: 'OLD' })).toBe(true);
    expect(canBeRenewed({ status: 'APPROVED', type: 'OLD_ENDING' })).toBe(false);
    for (const status of ['PENDING', 'NOT_APPROVED', 'REJECTED'] as const)
      expect(canBeRenewed({ status, type: 'NEW' })).toBe(false);
  });

  it('renews a scholarship whose place was accepted, never one whose place awaits its answer or was given up', () => {
    const approved = { status: 'APPROVED', type: 'NEW' } as const;
    expect(canBeRenewed(approved, 'ACCEPTED')).toBe(true);
    for (const place of ['AWAITING', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] as const)
      expect(canBeRenewed(approved, place), place).toBe(false);
  });
});
