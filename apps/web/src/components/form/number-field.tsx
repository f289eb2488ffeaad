import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import { type FieldProps, useFieldError } from './field-props';

/**
 * A number; an empty input holds null, so a required number stays required (never a silent 0) and the schema says
 * so in the reader's language.
 */
export function NumberField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Omit<NumberInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur'>) {
  const { field } = useController({ control: form.control, name });
  const error = useFieldError(form.control, name);
  return (
    <NumberInput
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
      onBlur={field.onBlur}
      ref={field.ref}
      error={error}
    />
  );
}
