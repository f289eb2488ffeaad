import type { Financing, FinancingUpdate } from '@portal/shared/list-steps';
import { francsOrNull } from '@/features/applications/utils/francs';
import { numberText, textOf, textOrNull } from '@/features/applications/utils/step-errors';

export const financingFields = ['name', 'organization', 'amount', 'description'] as const;

/** A financing as the inputs hold it: text everywhere, '' for "not given". */
export type FinancingValues = Record<(typeof financingFields)[number], string>;

export function financingOf(entry: Financing | null): FinancingValues {
  return {
    name: textOf(entry?.name),
    organization: textOf(entry?.organization),
    amount: numberText(entry?.amount),
    description: textOf(entry?.description),
  };
}

export function financingBody(values: FinancingValues): Omit<FinancingUpdate, 'version'> {
  return {
    name: textOrNull(values.name),
    organization: textOrNull(values.organization),
    amount: francsOrNull(values.amount),
    description: textOrNull(values.description),
  };
}
