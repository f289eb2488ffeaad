import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useRegistered } from './field-props';

type Native<P> = Omit<P, 'name' | 'form' | 'error'>;

/** A yes/no value as a box to tick. */
export function CheckboxField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Native<CheckboxProps>) {
  const field = useRegistered({ form, name });
  return <Checkbox {...props} {...field} />;
}

/** A yes/no value that takes effect as a setting (on/off) rather than an answer. */
export function SwitchField<V extends FieldValues, O>({
  form,
  name,
  ...props
}: FieldProps<V, O> & Native<SwitchProps>) {
  const field = useRegistered({ form, name });
  return <Switch {...props} {...field} />;
}
