import { FileInput, type FileInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from './field-props';

type Native = Omit<FileInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur' | 'multiple'>;

/** One file chosen from the device (null when none), kept in the form until it is sent. */
export function FileField<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native) {
  const field = useControlled({ form, name });
  return <FileInput {...props} {...field} />;
}
