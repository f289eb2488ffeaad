import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { type Locale, locales } from '@portal/shared/locales';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/lib/zod-form';

type Props = {
  legend: string;
  register: (locale: Locale) => UseFormRegisterReturn;
  errors?: Partial<Record<Locale, FieldError>>;
  multiline?: boolean;
};

/** One text visitors read, written in each interface language (every one required). */
export function LocalizedFields({ legend, register, errors, multiline = false }: Props) {
  const { t } = useTranslation('reference');
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {locales.map((locale) => {
          const props = {
            label: t(`languages.${locale}`),
            required: true,
            lang: locale,
            ...register(locale),
            error: fieldError(errors?.[locale]),
          };
          return multiline ? (
            <Textarea key={locale} autosize minRows={2} {...props} />
          ) : (
            <TextInput key={locale} {...props} />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
