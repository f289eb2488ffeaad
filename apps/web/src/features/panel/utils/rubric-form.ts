import type { LocalizedText } from '@portal/shared/locales';
import type { Criterion, Rubric } from '@portal/shared/selection';

/** A criterion as the editor holds it: a new one has no code yet, and a weight being typed may be empty. */
export type CriterionValues = { code: string; label: LocalizedText; weight: number | null };
export type RubricValues = { criteria: CriterionValues[] };

export const rubricValues = (rubric: Rubric): RubricValues => ({
  criteria: rubric.criteria.map((criterion) => ({ ...criterion, label: { ...criterion.label } })),
});

export const newCriterion = (): CriterionValues => ({ code: '', label: { en: '', fr: '', it: '' }, weight: null });

/** The sum of the weights typed so far (an empty or unreadable weight counts nothing). */
export function weightsTotal(criteria: readonly { weight: unknown }[]): number {
  return criteria.reduce((sum, criterion) => sum + (typeof criterion.weight === 'number' ? criterion.weight : 0), 0);
}

/** A code from a label: lower-case letters, digits and dashes, starting with a letter ("Clarté orale" → "clarte-orale"). */
function codeOf(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return slug || 'criterion';
}

/**
 * The rubric the editor sends: a criterion keeps its code (evaluations' marks are keyed by it); a new one gets one
 * from its English label, never one already used. The committee never types a code.
 */
export function rubricInput(values: RubricValues): { criteria: (Omit<Criterion, 'weight'> & { weight: unknown })[] } {
  const used = new Set(values.criteria.map((criterion) => criterion.code).filter(Boolean));
  return {
    criteria: values.criteria.map((criterion) => {
      if (criterion.code) return criterion;
      const base = codeOf(criterion.label.en || criterion.label.fr || criterion.label.it);
      let code = base;
      for (let next = 2; used.has(code); next += 1) code = `${base}-${next}`;
      used.add(code);
      return { ...criterion, code };
    }),
  };
}
