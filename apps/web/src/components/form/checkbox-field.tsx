import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useFieldError } from './field-props';

/** A yes/no value as a box to tick. */
export function CheckboxField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Omit<CheckboxProps, 'name' | 'form' | 'error'>) {
  const error = useFieldError(form.control, name);
  return <Checkbox {...props} {...form.register(name)} error={error} />;
}

/** A yes/no value that takes effect as a setting (on/off) rather than an answer. */
export function SwitchField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Omit<SwitchProps, 'name' | 'form' | 'error'>) {
  const error = useFieldError(form.control, name);
  return <Switch {...props} {...form.register(name)} error={error} />;
}
