import type { ApplicationScore } from '@portal/shared/review-runs';
import { describe, expect, it } from 'vitest';
import { scoreGroups } from './score-groups';

// Brice's worked example of docs/scoring.md: a student with a disability and a committee bonus of 3.
const brice: ApplicationScore = {
  merit: 30.8,
  economicCondition: 12,
  computer: 1,
  dependenceRatio: 3,
  familyHandicap: 0,
  children: 0,
  houseSize: 2,
  houseType: 0,
  livestock: 2,
  selfHandicap: 2,
  toilet: 2,
  transport: 3,
  tv: 1,
  water: 2,
  land: 0,
  landMainActivity: 2,
  bonus: 3,
  bonusReason: 'Orphan of both parents, verified by the Cameroon branch',
  total: 65.8,
};

describe('the score groups', () => {
  it('puts merit out of 50 apart and adds the fifteen socio-economic parts out of 50', () => {
    const groups = scoreGroups(brice);
    expect(groups.merit).toEqual({ part: 'merit', points: 30.8, maximum: 50 });
    expect(groups.socioEconomic).toHaveLength(15);
    expect(groups.socioEconomicTotal).toBe(32);
    expect(groups.socioEconomicMaximum).toBe(50);
    expect(groups.bonus).toBe(3);
    expect(groups.total).toBe(65.8);
  });

  it('gives each part its rubric maximum', () => {
    const maxima = Object.fromEntries(scoreGroups(brice).socioEconomic.map((line) => [line.part, line.maximum]));
    expect(maxima).toMatchObject({ economicCondition: 15, dependenceRatio: 5, houseType: 4, computer: 1, tv: 1 });
  });

  it('reads a bonus of 0 as no bonus', () => {
    expect(scoreGroups({ ...brice, bonus: 0, bonusReason: null, total: 62.8 }).bonus).toBeNull();
  });

  it('adds the parts to the hundredth, without the drift of binary fractions', () => {
    expect(scoreGroups({ ...brice, water: 0.1, tv: 0.2 }).socioEconomicTotal).toBe(29.3);
  });
});
