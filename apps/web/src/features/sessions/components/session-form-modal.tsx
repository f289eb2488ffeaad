import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LocalizedText } from '@portal/shared/locales';
import { type Session, sessionInputSchema } from '@portal/shared/sessions';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormActions } from '@/components/form/form-actions';
import { LocalizedTextFields, noText } from '@/components/form/localized-text-fields';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { fromLocalInput, toLocalInput } from '@/lib/date-time';
import { notifySuccess } from '@/lib/notify';
import { useSaveSession } from '../api/save-session';
import {
  type SelectionValues,
  SessionSelectionFields,
  selectionInput,
  selectionValues,
} from './session-selection-fields';

/** The dates as the inputs hold them: local `datetime-local` strings; the schema checks the UTC instants sent. */
type FormValues = SelectionValues & {
  name: string;
  year: number | null;
  startDate: string;
  endDate: string;
  /** The announced day of publication (`YYYY-MM-DD`), '' for none. */
  publicationDate: string;
  passScore: number | null;
  candidatesToSelect: number | null;
  acceptanceDays: number | null;
  reminderDays: number | null;
  completionNotice: LocalizedText;
  applicationGuidelines: LocalizedText;
};

function toValues(session?: Session): FormValues {
  if (!session) {
    return {
      name: '',
      year: new Date().getFullYear(),
      startDate: '',
      endDate: '',
      publicationDate: '',
      passScore: null,
      candidatesToSelect: null,
      acceptanceDays: 10,
      reminderDays: 3,
      completionNotice: noText,
      applicationGuidelines: noText,
      ...selectionValues(),
    };
  }
  // Only the editable fields: the shared schema is strict (id, status, created… would be refused).
  return {
    name: session.name,
    year: session.year,
    startDate: toLocalInput(session.startDate),
    endDate: toLocalInput(session.endDate),
    publicationDate: session.publicationDate ?? '',
    passScore: session.passScore,
    candidatesToSelect: session.candidatesToSelect,
    acceptanceDays: session.acceptanceDays,
    reminderDays: session.reminderDays,
    completionNotice: session.completionNotice,
    applicationGuidelines: session.applicationGuidelines,
    ...selectionValues(session),
  };
}

const toInput = ({ interviewWeight, panelSize, panelMean, ...values }: FormValues) => ({
  ...values,
  ...selectionInput({ interviewWeight, panelSize, panelMean }),
  startDate: fromLocalInput(values.startDate),
  endDate: fromLocalInput(values.endDate),
  publicationDate: values.publicationDate || null,
});

type Props = { opened: boolean; onClose: () => void; session?: Session };

export function SessionFormModal({ opened, onClose, session }: Props) {
  const { t } = useTranslation('sessions');
  const small = useMediaQuery('(max-width: 48em)');
  const save = useSaveSession();
  const form = useApiForm<typeof sessionInputSchema, FormValues>(sessionInputSchema, toValues(session), { toInput });
  const { reset, clearFormError } = form;

  useEffect(() => {
    if (!opened) return;
    reset(toValues(session));
    clearFormError();
  }, [opened, session, reset, clearFormError]);

  const submit = form.submit((input) =>
    save.mutate(
      { id: session?.id, input },
      {
        onSuccess: () => {
          notifySuccess(t(session ? 'form.updated' : 'form.created'));
          onClose();
        },
        onError: form.setServerError,
      },
    ),
  );
  const number = (name: 'year' | 'passScore' | 'candidatesToSelect' | 'acceptanceDays' | 'reminderDays') => (
    <NumberField
      form={form}
      name={name}
      label={t(`fields.${name}`)}
      required
      decimal={name === 'passScore'}
      grouped={name !== 'year'}
    />
  );
  const instant = (name: 'startDate' | 'endDate') => (
    <DateField
      form={form}
      name={name}
      withTime
      label={t(`fields.${name}`)}
      description={t('form.localTime')}
      required
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
          <TextField form={form} name="name" label={t('fields.name')} required />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {number('year')}
            {number('passScore')}
            {number('candidatesToSelect')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {instant('startDate')}
            {instant('endDate')}
            <DateField
              form={form}
              name="publicationDate"
              label={t('fields.publicationDate')}
              description={t('form.publicationDateHint')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {number('reminderDays')}
            {number('acceptanceDays')}
          </SimpleGrid>
          <SessionSelectionFields form={form} />
          {(['applicationGuidelines', 'completionNotice'] as const).map((text) => (
            <LocalizedTextFields
              key={text}
              form={form}
              name={text}
              legend={t(`fields.${text}`)}
              hint={`${t(`form.shown.${text}`)} ${t('form.formatHint')}`}
              multiline
              maxRows={10}
            />
          ))}
          <FormActions onCancel={onClose} saving={save.isPending} error={form.formError} />
        </Stack>
      </form>
    </Modal>
  );
}
