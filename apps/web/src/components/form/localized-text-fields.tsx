import { Fieldset, type FieldsetProps, Stack } from '@mantine/core';
import { type Locale, type LocalizedText, locales } from '@portal/shared/locales';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props';
import { TextAreaField, TextField } from './text-field';

/** A text not written yet in any language: the defaults of a new one. */
export const noText = Object.freeze({ en: '', fr: '', it: '' }) satisfies LocalizedText;

type Props<V extends FieldValues, O> = FieldProps<V, O> & {
  legend: string;
  required?: boolean;
  /** Several lines each (notices, descriptions, addresses). */
  multiline?: boolean;
  maxRows?: number;
  /** Shown under the first language's input, once for all three. */
  hint?: string;
  variant?: FieldsetProps['variant'];
};

/** One text written in every interface language (`name.en`, `name.fr`, `name.it`), each input marked with its language. */
export function LocalizedTextFields<V extends FieldValues, O>({
  form,
  name,
  legend,
  required = false,
  multiline = false,
  maxRows,
  hint,
  variant,
}: Props<V, O>) {
  const { t } = useTranslation('common');
  const inputOf = (locale: Locale, index: number) => {
    const props = {
      form,
      // A `{ en, fr, it }` value: each language is a path below it.
      name: `${name}.${locale}` as Path<V>,
      label: t(`languageNames.${locale}`),
      description: index === 0 ? hint : undefined,
      required,
      lang: locale,
    };
    return multiline ? (
      <TextAreaField key={locale} {...props} maxRows={maxRows} />
    ) : (
      <TextField key={locale} {...props} />
    );
  };
  return (
    <Fieldset legend={legend} variant={variant}>
      <Stack gap="xs">{locales.map(inputOf)}</Stack>
    </Fieldset>
  );
}
