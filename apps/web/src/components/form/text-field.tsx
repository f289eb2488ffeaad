import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFormatDate } from '@/hooks/use-format-date';
import { type FieldProps, useRegistered } from './field-props';
import { FieldValue, textOf, useReadOnlyFields } from './read-only';

type Native<P> = Omit<P, 'name' | 'form' | 'error'>;

/** A text input bound to a form value, showing its error; as text in a form shown to read. */
export function TextField<V extends FieldValues, O>(props: FieldProps<V, O> & Native<TextInputProps>) {
  if (useReadOnlyFields()) return <TextValue {...props} />;
  return <TextInputField {...props} />;
}

function TextInputField<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native<TextInputProps>) {
  const field = useRegistered({ form, name });
  return <TextInput {...props} {...field} />;
}

/** A date reads in the reader's format ("15 June 2004"), a local date and time with its time. */
function TextValue<V extends FieldValues, O>({ form, name, label, type }: FieldProps<V, O> & Native<TextInputProps>) {
  const { date, dateTime } = useFormatDate();
  const show = (value: unknown) =>
    type === 'date' ? date(textOf(value)) : type === 'datetime-local' ? dateTime(textOf(value)) : textOf(value);
  return <FieldValue form={form} name={name} label={label} show={show} />;
}

/** A text of several lines, growing with what is typed; its lines kept in a form shown to read. */
export function TextAreaField<V extends FieldValues, O>(props: FieldProps<V, O> & Native<TextareaProps>) {
  if (useReadOnlyFields()) return <FieldValue {...props} show={textOf} multiline />;
  return <TextAreaInputField {...props} />;
}

function TextAreaInputField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Native<TextareaProps>) {
  const field = useRegistered({ form, name });
  return <Textarea autosize minRows={2} {...props} {...field} />;
}
