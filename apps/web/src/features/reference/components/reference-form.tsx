import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Fieldset, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { audiences, bacSystems } from '@portal/shared/enums';
import { isLocale, type Locale, locales } from '@portal/shared/locales';
import type { ReferenceKind } from '@portal/shared/reference';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { applyFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import type { ReferenceItem } from '../api/get-reference-items';
import { useSaveReferenceItem } from '../api/save-reference-item';
import { referenceKinds } from './reference-kinds';

type Texts = { en: string; fr: string; it: string };
type FormValues = {
  name: Texts;
  description: Texts;
  order: number;
  system: (typeof bacSystems)[number];
  target: (typeof audiences)[number];
  required: boolean;
  allowMultiple: boolean;
};

const blank: Texts = { en: '', fr: '', it: '' };
const formFields = [
  ...locales.flatMap((locale) => [`name.${locale}`, `description.${locale}`]),
  'order',
  'system',
  'target',
  'required',
  'allowMultiple',
];

function initialValues(item?: ReferenceItem): FormValues {
  return {
    name: item?.name ?? blank,
    description: item?.description ?? blank,
    order: item?.order ?? 0,
    system: item?.system ?? 'FRANCOPHONE',
    target: item?.target ?? 'BOTH',
    required: item?.required ?? false,
    allowMultiple: item?.allowMultiple ?? false,
  };
}

/** Create or edit one item; the name is required in every language. */
export function ReferenceForm({
  kind,
  item,
  onDone,
}: {
  kind: ReferenceKind;
  item?: ReferenceItem;
  onDone: () => void;
}) {
  useEffect(() => void ensureValidationMessages(), []);
  const { t, i18n } = useTranslation('reference');
  const language: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { schema, fields } = referenceKinds[kind];
  const save = useSaveReferenceItem();
  const form = useForm<FormValues>({
    resolver: zodResolver(schema, zodMessages) as unknown as Resolver<FormValues>,
    defaultValues: initialValues(item),
  });
  const errors = form.formState.errors;
  const has = (field: string) => fields.includes(field as never);
  const submit = form.handleSubmit((values) => {
    const body: Record<string, unknown> = { ...values };
    const description = values.description as Texts | undefined;
    if (description && !Object.values(description).some(Boolean)) body.description = null;
    save.mutate(
      { kind, id: item?.id, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? 'saved.updated' : 'saved.added', { name: saved.name[language] || saved.name.en }));
          onDone();
        },
        onError: (error) => applyFieldErrors(form.setError, error, formFields),
      },
    );
  });
  const failed = save.error && !(save.error as { fieldErrors?: unknown[] }).fieldErrors?.length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t('fields.name')}>
          <Stack gap="xs">
            {locales.map((locale) => (
              <TextInput
                key={locale}
                label={t(`languages.${locale}`)}
                required
                {...form.register(`name.${locale}`)}
                error={fieldError(errors.name?.[locale])}
              />
            ))}
          </Stack>
        </Fieldset>
        {has('order') && (
          <Controller
            control={form.control}
            name="order"
            render={({ field }) => (
              <NumberInput
                label={t('fields.order')}
                description={t('fields.orderHint')}
                min={0}
                allowDecimal={false}
                required
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                onBlur={field.onBlur}
                error={fieldError(errors.order)}
              />
            )}
          />
        )}
        {has('system') && (
          <Controller
            control={form.control}
            name="system"
            render={({ field }) => (
              <Select
                label={t('fields.system')}
                required
                allowDeselect={false}
                data={bacSystems.map((value) => ({ value, label: t(`systems.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldError(errors.system)}
              />
            )}
          />
        )}
        {has('target') && (
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <Select
                label={t('fields.target')}
                required
                allowDeselect={false}
                data={audiences.map((value) => ({ value, label: t(`audiences.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={fieldError(errors.target)}
              />
            )}
          />
        )}
        {(['required', 'allowMultiple'] as const).filter(has).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Checkbox
                label={t(`fields.${name}`)}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        ))}
        {has('description') && (
          <Fieldset legend={t('fields.description')}>
            <Stack gap="xs">
              {locales.map((locale) => (
                <Textarea
                  key={locale}
                  label={t(`languages.${locale}`)}
                  autosize
                  minRows={2}
                  {...form.register(`description.${locale}`)}
                  error={fieldError(errors.description?.[locale])}
                />
              ))}
            </Stack>
          </Fieldset>
        )}
        <FormActions onCancel={onDone} saving={save.isPending} error={failed ? save.error : null} />
      </Stack>
    </form>
  );
}
