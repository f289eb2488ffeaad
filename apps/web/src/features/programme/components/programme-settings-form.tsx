import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { locales } from '@portal/shared/locales';
import { type ProgrammeSettings, programmeSettingsSchema } from '@portal/shared/programme';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import { useUpdateSettings } from '../api/update-settings';
import { LocalizedFields } from './localized-fields';

type NumberField = 'allowanceAmount' | 'historicalSessions' | 'historicalScholarships' | 'historicalValue';
const localizedFields = [
  'universityName',
  'universityTown',
  'swissAddress.name',
  'swissAddress.lines',
  'cameroonAddress.name',
  'cameroonAddress.lines',
] as const;
const formFields = [
  ...localizedFields.flatMap((field) => locales.map((locale) => `${field}.${locale}`)),
  'email',
  'phone',
  'allowanceAmount',
  'currency',
  'historicalSessions',
  'historicalScholarships',
  'historicalValue',
];

export function ProgrammeSettingsForm({ settings }: { settings: ProgrammeSettings }) {
  useEffect(() => void ensureValidationMessages(), []);
  const { t } = useTranslation('reference');
  const update = useUpdateSettings();
  const form = useForm<ProgrammeSettings>({
    resolver: zodResolver(programmeSettingsSchema, zodMessages),
    defaultValues: settings,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifySuccess(t('programme.saved'));
      },
      onError: (error) => applyFieldErrors(form.setError, error, formFields),
    }),
  );
  const text = (name: FieldPath<ProgrammeSettings>, required = true) => ({
    label: t(`programme.fields.${name}`),
    required,
    ...form.register(name),
  });
  const number = (name: NumberField) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`programme.fields.${name}`)}
          required
          min={0}
          allowDecimal={false}
          thousandSeparator=" "
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
          onBlur={field.onBlur}
          error={fieldError(errors[name])}
        />
      )}
    />
  );
  const failed = update.error && !(update.error instanceof ApiError && update.error.fieldErrors.length);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t('programme.university')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocalizedFields
              legend={t('programme.fields.universityName')}
              register={(locale) => form.register(`universityName.${locale}`)}
              errors={errors.universityName}
            />
            <LocalizedFields
              legend={t('programme.fields.universityTown')}
              register={(locale) => form.register(`universityTown.${locale}`)}
              errors={errors.universityTown}
            />
          </SimpleGrid>
        </Fieldset>
        {(['swissAddress', 'cameroonAddress'] as const).map((address) => (
          <Fieldset key={address} legend={t(`programme.fields.${address}`)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LocalizedFields
                legend={t('programme.fields.addressName')}
                register={(locale) => form.register(`${address}.name.${locale}`)}
                errors={errors[address]?.name}
              />
              <LocalizedFields
                legend={t('programme.fields.addressLines')}
                register={(locale) => form.register(`${address}.lines.${locale}`)}
                errors={errors[address]?.lines}
                multiline
              />
            </SimpleGrid>
          </Fieldset>
        ))}
        <Fieldset legend={t('programme.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="email" {...text('email')} error={fieldError(errors.email)} />
            <TextInput type="tel" {...text('phone')} error={fieldError(errors.phone)} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('programme.figures')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('allowanceAmount')}
            <TextInput {...text('currency')} error={fieldError(errors.currency)} />
            {number('historicalSessions')}
            {number('historicalScholarships')}
            {number('historicalValue')}
          </SimpleGrid>
        </Fieldset>
        {failed ? <Alert color="red">{update.error?.message}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
