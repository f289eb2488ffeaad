import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useRegistered } from './field-props';
import { FieldValue, useReadOnlyFields } from './read-only';

type Native<P> = Omit<P, 'name' | 'form' | 'error'>;

/** A yes/no value as a box to tick; "Yes" or "No" in a form shown to read. */
export function CheckboxField<V extends FieldValues, O>(props: FieldProps<V, O> & Native<CheckboxProps>) {
  if (useReadOnlyFields()) return <YesNoValue {...props} />;
  return <CheckboxInput {...props} />;
}

function CheckboxInput<V extends FieldValues, O>({ form, name, ...props }: FieldProps<V, O> & Native<CheckboxProps>) {
  const field = useRegistered({ form, name });
  return <Checkbox {...props} {...field} />;
}

function YesNoValue<V extends FieldValues, O>({ form, name, label }: FieldProps<V, O> & Native<CheckboxProps>) {
  const { t } = useTranslation('common');
  return <FieldValue form={form} name={name} label={label} show={(value) => t(value ? 'values.yes' : 'values.no')} />;
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
