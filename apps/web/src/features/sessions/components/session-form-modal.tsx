import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LocalizedText } from '@portal/shared/locales';
import { type Session, type SessionInput, sessionInputSchema } from '@portal/shared/sessions';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { applyFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { ensureValidationMessages, fieldError, zodMessages } from '@/lib/zod-form';
import { useSaveSession } from '../api/save-session';
import { fromLocalInput, toLocalInput } from '../utils/date-time';

type FormValues = {
  name: string;
  year: number | string;
  startDate: string;
  endDate: string;
  passScore: number | string;
  candidatesToSelect: number | string;
  completionNotice: LocalizedText;
  applicationGuidelines: LocalizedText;
};

const emptyText: LocalizedText = { en: '', fr: '', it: '' };
const languages = ['en', 'fr', 'it'] as const;
const numberOrEmpty = (value: number | string) => (value === '' ? undefined : Number(value));

function toValues(session?: Session): FormValues {
  if (!session) {
    const year = new Date().getFullYear();
    return {
      name: '',
      year,
      startDate: '',
      endDate: '',
      passScore: '',
      candidatesToSelect: '',
      completionNotice: emptyText,
      applicationGuidelines: emptyText,
    };
  }
  // Only the editable fields: the shared schema is strict (id, status, created… would be refused).
  return {
    name: session.name,
    year: session.year,
    startDate: toLocalInput(session.startDate),
    endDate: toLocalInput(session.endDate),
    passScore: session.passScore ?? '',
    candidatesToSelect: session.candidatesToSelect ?? '',
    completionNotice: session.completionNotice,
    applicationGuidelines: session.applicationGuidelines,
  };
}

/** The form holds local datetime-local strings; the shared schema checks what will be sent (UTC instants). */
const validate = zodResolver(sessionInputSchema, zodMessages);
const resolver: Resolver<FormValues, unknown, SessionInput> = (values, context, options) =>
  validate(
    {
      ...values,
      year: numberOrEmpty(values.year),
      passScore: numberOrEmpty(values.passScore),
      candidatesToSelect: numberOrEmpty(values.candidatesToSelect),
      startDate: fromLocalInput(values.startDate),
      endDate: fromLocalInput(values.endDate),
    } as never,
    context,
    options as never,
  ) as never;

const formFields = [
  'name',
  'year',
  'startDate',
  'endDate',
  'passScore',
  'candidatesToSelect',
  ...languages.flatMap((l) => [`completionNotice.${l}`, `applicationGuidelines.${l}`]),
];

type Props = { opened: boolean; onClose: () => void; session?: Session };

export function SessionFormModal({ opened, onClose, session }: Props) {
  const { t } = useTranslation('sessions');
  const small = useMediaQuery('(max-width: 48em)');
  const save = useSaveSession();
  const form = useForm<FormValues, unknown, SessionInput>({ resolver, defaultValues: toValues(session) });
  const errors = form.formState.errors;

  useEffect(() => {
    if (!opened) return;
    void ensureValidationMessages();
    form.reset(toValues(session));
    save.reset();
  }, [opened, session, form.reset, save.reset]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: session?.id, input },
      {
        onSuccess: () => {
          notifySuccess(t(session ? 'form.updated' : 'form.created'));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form.setError, error, formFields)) save.reset();
        },
      },
    ),
  );

  const numberField = (
    name: 'year' | 'passScore' | 'candidatesToSelect',
    props: { min: number; max?: number; decimalScale?: number },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`fields.${name}`)}
          required
          allowNegative={false}
          decimalScale={props.decimalScale ?? 0}
          min={props.min}
          max={props.max}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(errors[name])}
        />
      )}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(session ? 'form.editTitle' : 'form.createTitle')}
      size="xl"
      fullScreen={small}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.name')} required {...form.register('name')} error={fieldError(errors.name)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {numberField('year', { min: 2000, max: 2200 })}
            {numberField('passScore', { min: 0, max: 100, decimalScale: 2 })}
            {numberField('candidatesToSelect', { min: 0 })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('fields.startDate')}
              description={t('form.localTime')}
              required
              {...form.register('startDate')}
              error={fieldError(errors.startDate)}
            />
            <TextInput
              type="datetime-local"
              label={t('fields.endDate')}
              description={t('form.localTime')}
              required
              {...form.register('endDate')}
              error={fieldError(errors.endDate)}
            />
          </SimpleGrid>
          {(['completionNotice', 'applicationGuidelines'] as const).map((text) => (
            <Fieldset key={text} legend={t(`fields.${text}`)}>
              <Stack gap="xs">
                {languages.map((language) => (
                  <Textarea
                    key={language}
                    label={t(`languages.${language}`)}
                    description={language === 'en' ? t('form.formatHint') : undefined}
                    autosize
                    minRows={2}
                    maxRows={10}
                    {...form.register(`${text}.${language}`)}
                    error={fieldError(errors[text]?.[language])}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))}
          <FormActions onCancel={onClose} saving={save.isPending} error={save.error} />
        </Stack>
      </form>
    </Modal>
  );
}
