import { describe, expect, it } from 'vitest';
import { type Score, scoreApplication } from './scoring.ts';
import { comfortableFamily, earner, scoringInput } from './scoring-fixtures.ts';
import type { ScoringFamily, ScoringInput } from './scoring-input.ts';
import { defaultRubric, type ScorePart, scoreParts } from './scoring-rubric.ts';

function score(change: Partial<ScoringInput> = {}): Score {
  const outcome = scoreApplication(scoringInput(change), defaultRubric);
  if (!outcome.ok) throw new Error(`unexpected bonus problems ${JSON.stringify(outcome.problems)}`);
  return outcome.score;
}
const withFamily = (change: Partial<ScoringFamily>) => score({ family: { ...comfortableFamily, ...change } });

describe('scoreApplication', () => {
  it('gives every part of a comfortable household its points and adds them up', () => {
    const result = score();
    // Income 1,000,000 a person; one earner for the applicant; two persons in two rooms; three cows.
    expect(result).toMatchObject({
      merit: 35,
      dependenceRatio: 2,
      total: 37,
      bonus: 0,
      bonusReason: null,
      missing: [],
    });
    const others = scoreParts.filter((part) => part !== 'merit' && part !== 'dependenceRatio');
    for (const part of others) expect(result[part], part).toBe(0);
  });

  describe('merit', () => {
    it('pupils: the baccalaureate grade over 20', () => {
      const bac = (finalGrade: number) => ({ languageSection: 'FRANCOPHONE' as const, finalGrade, gceGrades: [] });
      expect(score({ highSchoolResume: bac(11) }).merit).toBe(27.5);
      expect(score({ highSchoolResume: bac(20) }).merit).toBe(50);
      expect(score({ highSchoolResume: bac(13.37) }).merit).toBe(33.43);
    });

    it('pupils: the mean of the best three GCE grades, a missing third grade counting zero', () => {
      const gce = (...grades: ('A' | 'B' | 'C' | 'D' | 'E' | 'O')[]) => ({
        languageSection: 'ANGLOPHONE' as const,
        finalGrade: null,
        gceGrades: grades.map((grade) => ({ subject: 'Subject', grade })),
      });
      expect(score({ highSchoolResume: gce('A', 'B', 'C') }).merit).toBe(40); // (18+16+14)/3 = 16
      expect(score({ highSchoolResume: gce('O', 'C', 'E', 'A', 'D') }).merit).toBe(36.67); // (18+14+12)/3
      expect(score({ highSchoolResume: gce('D', 'D', 'O') }).merit).toBe(26.67); // (12+12+8)/3
      expect(score({ highSchoolResume: gce('A', 'A') }).merit).toBe(30); // (18+18+0)/3
    });

    it('students: the annual average, reduced by the share of credits not earned', () => {
      const result = (achievedCredit: number, annualAverage: number) =>
        score({ universityStudent: true, schoolResult: { totalCredit: 60, achievedCredit, annualAverage } }).merit;
      expect(result(60, 14)).toBe(35);
      expect(result(54, 14)).toBe(31.5);
      expect(result(60, 12)).toBe(30);
    });

    it('missing results score nothing and are named', () => {
      expect(score({ highSchoolResume: null })).toMatchObject({ merit: 0, missing: ['merit'] });
      expect(score({ universityStudent: true })).toMatchObject({ merit: 0, missing: ['merit'] });
      expect(score({ universityStudent: null })).toMatchObject({ merit: 0, missing: ['merit'] });
    });
  });

  it.each([
    // Income a year per person (two persons): 2 × the band's lower edge and just under it.
    [0, 15],
    [199_998, 15],
    [200_000, 12],
    [399_998, 12],
    [400_000, 9],
    [700_000, 6],
    [1_000_000, 3],
    [1_499_998, 3],
    [1_500_000, 0],
  ])('economic condition: household income %i for two persons', (income, points) => {
    expect(score({ members: [earner(income)] }).economicCondition).toBe(points);
  });

  it('economic condition: salaries, other income, financing and activity income all count', () => {
    const result = score({
      members: [earner(150_000, { otherIncome: 50_000 }), earner(0, { otherIncome: 100_000 })],
      financings: [{ amount: 120_000 }, { amount: null }],
      extraActivities: [{ annualIncome: 180_000 }],
    });
    // 600,000 for three persons: 200,000 each, the first figure of its band.
    expect(result.economicCondition).toBe(9);
  });

  it.each([
    [[earner(1), earner(1)], 0, 0.5, 1],
    [[earner(1)], 0, 1, 2],
    [[earner(1), earner(0)], 0, 2, 3],
    [[earner(1), earner(0), earner(0)], 0, 3, 4],
    [[earner(1), earner(0), earner(0), earner(0)], 0, 4, 5],
    [[earner(1), earner(1)], 1, 0, 0],
    [[earner(0)], 0, null, 5],
  ])('dependence ratio: members %j, activity income %i (ratio %s)', (members, activity, _ratio, points) => {
    expect(score({ members, extraActivities: [{ annualIncome: activity }] }).dependenceRatio).toBe(points);
  });

  it.each([
    [0, 0],
    [1, 2],
    [2, 3],
    [4, 3],
  ])('family handicap: %i members with a handicap', (count, points) => {
    const members = Array.from({ length: 4 }, (_, index) => earner(100_000, { hasHandicap: index < count }));
    expect(score({ members }).familyHandicap).toBe(points);
  });

  it.each([
    [2, 2, 0],
    [2, 1, 1],
    [3, 2, 1],
    [5, 2, 2],
    [7, 2, 3],
    [4, 1, 3],
  ])('house size: %i persons in %i rooms', (persons, rooms, points) => {
    const members = Array.from({ length: persons - 1 }, () => earner(500_000));
    expect(score({ members, family: { ...comfortableFamily, rooms } }).houseSize).toBe(points);
  });

  it.each([
    [{}, 2],
    [{ goats: 4, chickens: 9 }, 2],
    [{ goats: 5 }, 1],
    [{ goats: 3, pigs: 1 }, 1],
    [{ cows: 2, goats: 5 }, 1],
    [{ cows: 2, goats: 6 }, 0],
    [{ cows: 3 }, 0],
  ])('livestock: %j', (animals, points) => {
    const none = { cows: null, pigs: null, goats: null, chickens: null, rabbits: null, otherLivestock: null };
    expect(withFamily({ hasLiveStock: true, ...none, ...animals }).livestock).toBe(points);
  });

  it('livestock: none declared is the most points, whatever numbers were left', () => {
    expect(withFamily({ hasLiveStock: false, cows: 10 }).livestock).toBe(2);
  });

  it.each([
    ['houseType', { houseType: 'HOMELESS' }, 4],
    ['houseType', { houseType: 'LOCATION' }, 3],
    ['houseType', { houseType: 'OWN_HOUSE_POLYGAMY' }, 2],
    ['toilet', { toiletType: 'NO' }, 2],
    ['toilet', { toiletType: 'COMMON' }, 1],
    ['transport', { transportType: 'NO' }, 3],
    ['transport', { transportType: 'YES_MOTORCYCLE' }, 2],
    ['transport', { transportType: 'YES_MORE_MOTORCYCLE' }, 1],
    ['transport', { transportType: 'OWN_MOTORCYCLE_VEHICLE' }, 0],
    ['land', { landType: 'NO' }, 3],
    ['land', { landType: 'GROWN_PLOT_DONT_BELONG_US' }, 2],
    ['land', { landType: 'RENT_PLOT_LAND' }, 1],
    ['landMainActivity', { landMainActivity: 'NO_PLOT_LAND' }, 2],
    ['landMainActivity', { landMainActivity: 'SUBSISTENCE_FARMING' }, 2],
    ['landMainActivity', { landMainActivity: 'NOT_USED' }, 1],
    ['landMainActivity', { landMainActivity: 'RENT' }, 0],
    ['computer', { hasComputer: false }, 1],
    ['tv', { hasTV: false }, 1],
    ['water', { hasWater: false }, 2],
    ['children', { hasChildren: true }, 2],
  ] as [ScorePart, Partial<ScoringFamily>, number][])('%s: %j', (part, change, points) => {
    const result = withFamily(change);
    expect(result[part]).toBe(points);
    expect(result.total).toBe(37 + points);
  });

  it('self handicap: from the applicant profile', () => {
    expect(score({ hasDisability: true }).selfHandicap).toBe(2);
    expect(score({ hasDisability: null })).toMatchObject({ selfHandicap: 0, missing: ['selfHandicap'] });
  });

  it('without a family step every family part scores nothing and is named', () => {
    const result = score({ family: null, members: [] });
    expect(result.missing).toEqual(scoreParts.filter((part) => !['merit', 'selfHandicap'].includes(part)));
    expect(result.total).toBe(35);
  });

  it('unanswered family questions score nothing and are named', () => {
    const result = withFamily({ rooms: null, hasTV: null, hasLiveStock: null, houseType: null });
    expect(result.missing).toEqual(['houseSize', 'houseType', 'livestock', 'tv']);
    const unknownHandicap = score({ members: [earner(2_000_000, { hasHandicap: null })] });
    expect(unknownHandicap.missing).toEqual(['familyHandicap']);
  });

  it('the neediest household reaches the full 50 socio-economic points', () => {
    const result = score({
      hasDisability: true,
      members: [earner(0, { hasHandicap: true }), earner(0, { hasHandicap: true }), earner(0), earner(0)],
      family: {
        rooms: 1,
        houseType: 'HOMELESS',
        landType: 'NO',
        toiletType: 'NO',
        landMainActivity: 'NO_PLOT_LAND',
        transportType: 'NO',
        hasChildren: true,
        hasComputer: false,
        hasTV: false,
        hasWater: false,
        hasLiveStock: false,
      },
    });
    expect(result.total - result.merit).toBe(50);
  });

  describe('committee bonus', () => {
    it('adds 1 to 5 whole points with a written reason', () => {
      const result = score({ bonus: 5, bonusReason: '  Orphan supporting two siblings, verified at interview ' });
      expect(result).toMatchObject({ bonus: 5, bonusReason: 'Orphan supporting two siblings, verified at interview' });
      expect(result.total).toBe(42);
      expect(score({ bonus: 1, bonusReason: 'Verified' }).total).toBe(38);
    });

    it.each([
      [3, null, [{ field: 'bonusReason', key: 'validation.bonusNeedsReason' }]],
      [3, '   ', [{ field: 'bonusReason', key: 'validation.bonusNeedsReason' }]],
      [0, 'Reason', [{ field: 'bonus', key: 'validation.min', params: { min: 1 } }]],
      [6, 'Reason', [{ field: 'bonus', key: 'validation.max', params: { max: 5 } }]],
      [
        2.5,
        null,
        [
          { field: 'bonus', key: 'validation.integer' },
          { field: 'bonusReason', key: 'validation.bonusNeedsReason' },
        ],
      ],
    ])('refuses a bonus of %s with reason %j', (bonus, bonusReason, problems) => {
      expect(scoreApplication(scoringInput({ bonus, bonusReason }), defaultRubric)).toEqual({ ok: false, problems });
    });

    it('a reason without a bonus changes nothing', () => {
      expect(score({ bonusReason: 'Nothing special' })).toMatchObject({ bonus: 0, bonusReason: null, total: 37 });
    });
  });

  it('a session copy of the rubric is what counts, capped at its maxima', () => {
    const generous = { ...defaultRubric, houseType: { ...defaultRubric.houseType, HOMELESS: 9 } };
    const outcome = scoreApplication(
      scoringInput({ family: { ...comfortableFamily, houseType: 'HOMELESS' } }),
      generous,
    );
    expect(outcome.ok && outcome.score.houseType).toBe(4);
    const strict = { ...defaultRubric, toilet: { NO: 1, COMMON: 0, PRIVATE: 0 } };
    const noToilet = scoreApplication(scoringInput({ family: { ...comfortableFamily, toiletType: 'NO' } }), strict);
    expect(noToilet.ok && noToilet.score.toilet).toBe(1);
  });

  it('is deterministic: the same data gives the same score', () => {
    const input = scoringInput({ members: [earner(123_457), earner(0)], extraActivities: [{ annualIncome: 33_333 }] });
    expect(scoreApplication(input, defaultRubric)).toEqual(
      scoreApplication(JSON.parse(JSON.stringify(input)), defaultRubric),
    );
  });
});
