import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useRegistered } from './field-props';

type Native<P> = Omit<P, 'name' | 'form' | 'error'>;

/** A text input bound to a form value, showing its error. */
export function TextField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Native<TextInputProps>) {
  const field = useRegistered({ form, name });
  return <TextInput {...props} {...field} />;
}

/** A text of several lines, growing with what is typed. */
export function TextAreaField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Native<TextareaProps>) {
  const field = useRegistered({ form, name });
  return <Textarea autosize minRows={2} {...props} {...field} />;
}
