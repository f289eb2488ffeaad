import { Box } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { Detail } from '../detail';
import type { FieldProps } from './field-props';

const ReadOnly = createContext(false);

/**
 * A form shown to read, not to fill in (an application in view mode): every field of the kit inside shows its label
 * and its value as text, in the reader's formats, instead of a greyed-out input.
 */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnly.Provider value={readOnly}>{children}</ReadOnly.Provider>;
}

/** Whether the fields are shown to read (see `ReadOnlyFields`). */
export const useReadOnlyFields = () => useContext(ReadOnly);

type ValueProps<V extends FieldValues, O> = FieldProps<V, O> & {
  label?: ReactNode;
  /** The value as the reader reads it; '' (or nothing) reads "Not given". */
  show: (value: unknown) => ReactNode;
  /** Keeps the lines of a long text. */
  multiline?: boolean;
};

/** One field's label and value, as text. */
export function FieldValue<V extends FieldValues, O>({ form, name, label, show, multiline = false }: ValueProps<V, O>) {
  const value: unknown = useWatch({ control: form.control, name });
  const shown = show(value);
  return (
    <Box component="dl" m={0} data-field={name}>
      <Detail
        label={label}
        value={multiline && shown ? <span style={{ whiteSpace: 'pre-line' }}>{shown}</span> : shown}
      />
    </Box>
  );
}

/** A text value as it reads: trimmed, '' when empty. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The label of the chosen option among a select's or radio group's options. */
export function optionLabel(data: unknown, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  const options = Array.isArray(data)
    ? data.flatMap((item) => (item && typeof item === 'object' && 'items' in item ? item.items : [item]))
    : [];
  for (const option of options) {
    if (typeof option === 'string' && option === String(value)) return option;
    if (option && typeof option === 'object' && 'value' in option && option.value === String(value))
      return option.label;
  }
  return String(value);
}
