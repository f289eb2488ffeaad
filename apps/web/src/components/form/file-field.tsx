import { FileInput, type FileInputProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import { type FieldProps, useFieldError } from './field-props';

/** One file chosen from the device (null when none), kept in the form until it is sent. */
export function FileField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Omit<FileInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'multiple'>) {
  const { field } = useController({ control: form.control, name });
  const error = useFieldError(form.control, name);
  return (
    <FileInput
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={error}
    />
  );
}
