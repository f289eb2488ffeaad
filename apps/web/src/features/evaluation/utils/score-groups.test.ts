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
  it('are merit out of 50 and the fifteen socio-economic parts out of 50, each with its parts', () => {
    const { groups, maximum, bonus, total } = scoreGroups(brice);
    expect(groups.map(({ key, points, maximum: most }) => ({ key, points, maximum: most }))).toEqual([
      { key: 'merit', points: 30.8, maximum: 50 },
      { key: 'socioEconomic', points: 32, maximum: 50 },
    ]);
    expect(groups[0]?.parts).toEqual([{ part: 'merit', points: 30.8, maximum: 50 }]);
    expect(groups[1]?.parts).toHaveLength(15);
    expect(groups[1]?.parts.map((line) => line.part)).not.toContain('merit');
    expect(maximum).toBe(100);
    expect(bonus).toBe(3);
    expect(total).toBe(65.8);
  });

  it('gives each part its rubric maximum', () => {
    const maxima = Object.fromEntries(scoreGroups(brice).groups[1]!.parts.map((line) => [line.part, line.maximum]));
    expect(maxima).toMatchObject({ economicCondition: 15, dependenceRatio: 5, houseType: 4, computer: 1, tv: 1 });
  });

  it('reads a bonus of 0 as no bonus', () => {
    expect(scoreGroups({ ...brice, bonus: 0, bonusReason: null, total: 62.8 }).bonus).toBeNull();
  });

  it('adds the parts to the hundredth, without the drift of binary fractions', () => {
    expect(scoreGroups({ ...brice, water: 0.1, tv: 0.2 }).groups[1]?.points).toBe(29.3);
  });
});
