import { defaultInterviewRubric, rubricSchema } from '@portal/shared/selection';
import { describe, expect, it } from 'vitest';
import { newCriterion, rubricInput, rubricValues, weightsTotal } from './rubric-form';

describe('the rubric as the editor holds it', () => {
  it('adds up the weights typed so far, an empty one counting nothing', () => {
    expect(weightsTotal([{ weight: 30 }, { weight: null }, { weight: '1x' }, { weight: 25 }])).toBe(55);
    expect(weightsTotal(defaultInterviewRubric.criteria)).toBe(100);
  });

  it('keeps each code and gives a new criterion one from its label, never one already used', () => {
    const values = rubricValues(defaultInterviewRubric);
    values.criteria.push({ ...newCriterion(), label: { en: 'Motivation', fr: 'Motivation', it: 'Motivazione' } });
    values.criteria.push({ ...newCriterion(), label: { en: '', fr: 'Clarté à l’oral', it: 'Chiarezza' } });
    values.criteria.push({ ...newCriterion(), label: { en: '3 languages', fr: '', it: '' } });
    const codes = rubricInput(values).criteria.map((criterion) => criterion.code);
    expect(codes.slice(0, 5)).toEqual(defaultInterviewRubric.criteria.map((criterion) => criterion.code));
    expect(codes.slice(5)).toEqual(['motivation-2', 'clarte-a-l-oral', 'languages']);
  });

  it('sends what the shared schema takes, and refuses weights that do not add up to 100', () => {
    expect(rubricSchema.safeParse(rubricInput(rubricValues(defaultInterviewRubric))).success).toBe(true);
    const values = rubricValues(defaultInterviewRubric);
    values.criteria[0]!.weight = 35;
    const refused = rubricSchema.safeParse(rubricInput(values));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['criteria'], message: 'validation.weightsSum100' }),
    ]);
  });
});
