import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { zodMessages } from '@/lib/zod-form';

/**
 * Checks a step's inputs with the shared schema of its request body (what the API checks too), but hands the form's
 * own values on: the draft keeps what was typed, and each step turns it into a body when it sends it.
 */
export function stepResolver<T extends FieldValues>(schema: ZodType, toBody: (values: T) => unknown): Resolver<T> {
  const validate = zodResolver(schema as never, zodMessages);
  return async (values, context, options) => {
    const result = await validate(toBody(values) as never, context, options as never);
    return Object.keys(result.errors).length ? (result as never) : { values, errors: {} };
  };
}
