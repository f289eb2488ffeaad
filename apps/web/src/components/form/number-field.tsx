import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from './field-props';

type Native = Omit<NumberInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur'>;

/**
 * A number; an empty input holds null, so a required number stays required (never a silent 0) and the schema says
 * so in the reader's language.
 */
export function NumberField<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native) {
  const field = useControlled({ form, name });
  return (
    <NumberInput
      {...props}
      {...field}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
    />
  );
}
