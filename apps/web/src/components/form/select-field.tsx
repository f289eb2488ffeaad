import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { Select, type SelectProps } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import { type FieldProps, useFieldError } from './field-props';

/** One value among `data` (null when none is chosen). */
export function SelectField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Omit<SelectProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur'>) {
  const { field } = useController({ control: form.control, name });
  const error = useFieldError(form.control, name);
  return (
    <Select
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
