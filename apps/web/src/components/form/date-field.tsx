import type { TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

/** A calendar date (`YYYY-MM-DD`), or a local date and time with `withTime`: the phone's own picker, no library. */
export function DateField<V extends FieldValues, O>({
  withTime = false,
  ...props
}: FieldProps<V, O> & Omit<TextInputProps, 'name' | 'form' | 'error' | 'type'> & { withTime?: boolean }) {
  return <TextField {...props} type={withTime ? 'datetime-local' : 'date'} />;
}
