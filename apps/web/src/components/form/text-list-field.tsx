import { TagsInput, type TagsInputProps } from '@mantine/core';
import { type FieldValues, get, useFormState } from 'react-hook-form';
import { fieldError } from '@/lib/zod-form';
import { type FieldProps, useControlled } from './field-props';
import { FieldValue, useReadOnlyFields } from './read-only';

type Native = Omit<TagsInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur' | 'data'>;

/**
 * A list of short texts (names, places): each typed and confirmed with Enter or a comma, removed with its cross.
 * The list's own error, or else the first entry's, shows under it.
 */
export function TextListField<V extends FieldValues, O>(props: FieldProps<V, O> & Native) {
  if (useReadOnlyFields())
    return <FieldValue {...props} show={(value) => (Array.isArray(value) ? value.join(', ') : '')} />;
  return <TextListInput {...props} />;
}

function TextListInput<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native) {
  const { error, ...field } = useControlled({ form, name });
  const { errors } = useFormState({ control: form.control, name });
  const entries = get(errors, name);
  const entryError = Array.isArray(entries) ? fieldError(entries.find(Boolean)) : undefined;
  return (
    <TagsInput {...props} {...field} value={field.value ?? []} error={error ?? entryError} splitChars={[',', ';']} />
  );
}
