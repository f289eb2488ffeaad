import { describe, expect, it } from 'vitest';
import { rubricProblems, rubricSplit } from './rubric-check.ts';
import { defaultRubric, scoreParts, socioEconomicParts } from './scoring-rubric.ts';

describe('the default rubric', () => {
  it('gives 50 merit points and 50 socio-economic and family points, in the named parts', () => {
    expect(scoreParts).toHaveLength(16);
    expect(defaultRubric.maxima.merit).toBe(50);
    expect(socioEconomicParts.reduce((sum, part) => sum + defaultRubric.maxima[part], 0)).toBe(50);
    expect(rubricSplit).toEqual({ merit: 50, socioEconomic: 50 });
  });

  it('has no problem: every table reaches its maximum and no more, bands ascend', () => {
    expect(rubricProblems(defaultRubric)).toEqual([]);
  });
});

describe('rubricProblems', () => {
  it('finds a changed split', () => {
    const rubric = { ...defaultRubric, maxima: { ...defaultRubric.maxima, merit: 60 } };
    expect(rubricProblems(rubric)).toEqual([{ code: 'splitChanged', merit: 60, socioEconomic: 50 }]);
  });

  it('finds a table above or below its maximum', () => {
    const above = { ...defaultRubric, houseType: { ...defaultRubric.houseType, HOMELESS: 6 } };
    expect(rubricProblems(above)).toEqual([{ code: 'bestDiffersFromMaximum', part: 'houseType', best: 6, maximum: 4 }]);
    // A lower figure for households without an earner is fine while a band still reaches the maximum.
    const lowerNoEarner = { ...defaultRubric, dependenceRatio: { ...defaultRubric.dependenceRatio, noEarner: 4 } };
    expect(rubricProblems(lowerNoEarner)).toEqual([]);
    const unreachable = { ...defaultRubric, tv: { yes: 0, no: 0 } };
    expect(rubricProblems(unreachable)).toEqual([{ code: 'bestDiffersFromMaximum', part: 'tv', best: 0, maximum: 1 }]);
  });

  it('finds bands out of order, negative points and GCE grades off the scale', () => {
    const rubric = {
      ...defaultRubric,
      houseSize: [
        { from: 0, points: 0 },
        { from: 3.5, points: 3 },
        { from: 2.5, points: 2 },
      ],
      toilet: { NO: 2, COMMON: -1, PRIVATE: 0 },
      merit: { ...defaultRubric.merit, gceEquivalence: { ...defaultRubric.merit.gceEquivalence, A: 21 } },
    };
    expect(rubricProblems(rubric)).toEqual([
      { code: 'bandsNotAscending', part: 'houseSize' },
      { code: 'negativePoints', part: 'toilet' },
      { code: 'gceEquivalenceOffScale' },
    ]);
  });
});
