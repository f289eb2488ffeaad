import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from './field-props';

type Native = Omit<SelectProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur'>;

/** One value among `data` (null when none is chosen). */
export function SelectField<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native) {
  const field = useControlled({ form, name });
  return <Select {...props} {...field} />;
}
