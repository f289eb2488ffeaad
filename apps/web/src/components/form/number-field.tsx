import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { numberText, parseNumber, useNumbers } from '@/lib/numbers';
import { type FieldProps, useControlled } from './field-props';
import { FieldValue, useReadOnlyFields } from './read-only';

type Native = Omit<TextInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'onBlur' | 'type'> & {
  /** Whether decimals may be typed ("13,45"): the phone shows a keypad with the separator. */
  decimal?: boolean;
  /** Whether thousands are grouped when shown ("350 000"); not for a year. */
  grouped?: boolean;
};

/**
 * A number typed as the reader writes it ("350 000" and "13,45" in French, "350,000" and "13.45" in English). The
 * form holds a number; an empty input holds null, so a required number stays required (never a silent 0), and what
 * is not a number in the reader's locale is kept as typed, for the schema to refuse in their language.
 */
export function NumberField<V extends FieldValues, O>(props: FieldProps<V, O> & Native) {
  if (useReadOnlyFields()) return <NumberValue {...props} />;
  return <NumberInput {...props} />;
}

/** The number in the reader's locale ("350 000"), as the input would show it. */
function NumberValue<V extends FieldValues, O>({ form, name, label, grouped = true }: FieldProps<V, O> & Native) {
  const { locale } = useNumbers();
  const show = (value: unknown) =>
    typeof value === 'number' ? numberText(value, locale, grouped) : typeof value === 'string' ? value : '';
  return <FieldValue form={form} name={name} label={label} show={show} />;
}

function NumberInput<V extends FieldValues, O>({
  form,
  name,
  decimal = false,
  grouped = true,
  ...props
}: FieldProps<V, O> & Native) {
  const { onChange, onBlur, value, ...field } = useControlled({ form, name });
  const { locale } = useNumbers();
  const shown = typeof value === 'string' ? value : numberText(value, locale, grouped);
  const [typed, setTyped] = useState<string | null>(null);
  // While the reader types, what they typed; the value set from elsewhere (a draft, the server) shows in their locale.
  const text = typed !== null && sameNumber(parseNumber(typed, locale), value) ? typed : shown;
  return (
    <TextInput
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      {...field}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        const number = parseNumber(next, locale);
        onChange(number === undefined ? next : number);
      }}
      onBlur={() => {
        setTyped(null);
        onBlur();
      }}
    />
  );
}

function sameNumber(parsed: number | null | undefined, value: unknown): boolean {
  return parsed === undefined ? typeof value === 'string' : parsed === value;
}
