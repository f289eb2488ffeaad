import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useControlled } from './field-props';
import { FieldValue, optionLabel, useReadOnlyFields } from './read-only';

type Native = Omit<NativeSelectProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur'>;

/**
 * One value among `data` in the phone's own picker: lighter than a combobox, and controlled, so a value the form
 * holds is not lost when its options arrive after it (a reference list). '' is "not chosen".
 */
export function NativeSelectField<V extends FieldValues, O>(props: FieldProps<V, O> & Native) {
  if (useReadOnlyFields()) return <FieldValue {...props} show={(value) => optionLabel(props.data, value)} />;
  return <NativeSelectInput {...props} />;
}

function NativeSelectInput<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native) {
  const { value, onChange, ...field } = useControlled({ form, name });
  return (
    <NativeSelect {...props} {...field} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
