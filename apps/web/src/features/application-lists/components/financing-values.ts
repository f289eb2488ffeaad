import type { Financing, FinancingUpdate } from '@portal/shared/list-steps';
import { textOf, textOrNull } from '@/features/editor-kit/public';

/** A financing as the inputs hold it: the amount a number or null, text with '' for "not given". */
export type FinancingValues = { name: string; organization: string; amount: number | null; description: string };

export function financingOf(entry: Financing | null): FinancingValues {
  return {
    name: textOf(entry?.name),
    organization: textOf(entry?.organization),
    amount: entry?.amount ?? null,
    description: textOf(entry?.description),
  };
}

export function financingBody(values: FinancingValues): Omit<FinancingUpdate, 'version'> {
  return {
    name: textOrNull(values.name),
    organization: textOrNull(values.organization),
    amount: values.amount,
    description: textOrNull(values.description),
  };
}
