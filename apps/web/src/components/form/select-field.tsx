import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from './field-props';

type Native = Omit<SelectProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur'>;

/**
 * One value among `data` (null when none is chosen). A required one keeps its value when its option is picked again
 * (Mantine's Select empties it by default: the form then asked for a value the reader had just picked).
 */
export function SelectField<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native) {
  const field = useControlled({ form, name });
  return <Select allowDeselect={!props.required} {...props} {...field} />;
}
