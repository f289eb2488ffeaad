import { describe, expect, it } from 'vitest';
import {
  extraActivityProblems,
  extraActivityRequiredFields,
  financingProblems,
  ratingProblems,
  skipContradicted,
} from './list-step-rules';
import { financingInputSchema, ratingInputSchema } from './list-steps';

const financing = { name: 'Bourse communale', organization: 'Commune de Dschang', amount: 150_000 };
const activity = {
  title: 'Tutoring',
  annualIncome: 240_000,
  incomeType: 'REGULAR',
  survivalIncomeType: 'PART_OF_MEANS',
} as const;

describe('financing step', () => {
  it('needs at least one entry', () => {
    expect(financingProblems([])).toEqual([{ field: 'FINANCING', key: 'applications.required.entry' }]);
  });

  it('is complete when every entry names who gives it and how much', () => {
    expect(financingProblems([financing, { ...financing, name: 'Prêt' }])).toEqual([]);
  });

  it('lists each missing field of each entry, numbered from 1', () => {
    const problems = financingProblems([financing, { name: '  ', organization: null, amount: 5 }]);
    expect(problems).toEqual([
      { field: 'FINANCING.name', key: 'applications.entryRequired.name', params: { n: 2 } },
      { field: 'FINANCING.organization', key: 'applications.entryRequired.organization', params: { n: 2 } },
    ]);
  });
});

describe('extra activities step', () => {
  it('needs at least one complete entry', () => {
    expect(extraActivityProblems([])).toHaveLength(1);
    expect(extraActivityProblems([activity])).toEqual([]);
  });

  it('asks the yearly income unless the activity brings nothing', () => {
    expect(extraActivityRequiredFields({ incomeType: 'REGULAR' })).toContain('annualIncome');
    expect(extraActivityRequiredFields({ incomeType: 'NONE' })).not.toContain('annualIncome');
    expect(extraActivityProblems([{ ...activity, incomeType: 'NONE', annualIncome: null }])).toEqual([]);
    const fields = extraActivityProblems([{ ...activity, annualIncome: null, survivalIncomeType: null }]).map(
      (problem) => problem.field,
    );
    expect(fields).toEqual(['ACTIVITIES.annualIncome', 'ACTIVITIES.survivalIncomeType']);
  });

  it('counts an income of 0 as given', () => {
    expect(extraActivityProblems([{ ...activity, incomeType: 'IN_KIND', annualIncome: 0 }])).toEqual([]);
  });
});

describe('rating step', () => {
  it('is complete once a rating exists', () => {
    expect(ratingProblems(null)).toEqual([{ field: 'RATING.stars', key: 'applications.required.stars' }]);
    expect(ratingProblems({ stars: 1 })).toEqual([]);
  });

  it('takes one to five whole stars', () => {
    for (const stars of [1, 5]) expect(ratingInputSchema.safeParse({ stars }).success).toBe(true);
    for (const stars of [0, 6, 2.5, '4', null]) expect(ratingInputSchema.safeParse({ stars }).success).toBe(false);
  });
});

describe('skipping a list step', () => {
  it('contradicts the entries it has', () => {
    const none = { financings: [], extraActivities: [] };
    expect(skipContradicted('FINANCING', none)).toBe(false);
    expect(skipContradicted('FINANCING', { ...none, financings: [financing] })).toBe(true);
    expect(skipContradicted('ACTIVITIES', { ...none, financings: [financing] })).toBe(false);
  });
});

describe('financing drafts', () => {
  it('may be saved empty, but a present amount is a positive whole number of francs', () => {
    expect(financingInputSchema.safeParse({ applicationId: 1 }).success).toBe(true);
    expect(financingInputSchema.safeParse({ applicationId: 1, amount: 0 }).success).toBe(false);
    expect(financingInputSchema.safeParse({ applicationId: 1, amount: 10.5 }).success).toBe(false);
    expect(financingInputSchema.safeParse({ applicationId: 1, amount: 3_000_000_000 }).success).toBe(false);
  });
});
