import { Button, Group, Stack } from '@mantine/core';
import { serviceHoursInputSchema } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { TextAreaField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useAddHours } from '../api/year-writes';

/** The beneficiary reports service: date, hours, what was done. */
export function HoursForm({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('beneficiaries');
  const add = useAddHours(applicationId);
  const form = useApiForm(serviceHoursInputSchema, {
    date: programmeDay(new Date()),
    hours: null as unknown as number,
    description: '',
  });
  const submit = form.submit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('hours.added'));
        form.reset({ date: values.date, hours: null as unknown as number, description: '' });
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <DateField form={form} name="date" label={t('hours.date')} required />
        <NumberField
          form={form}
          name="hours"
          label={t('hours.hours')}
          description={t('hours.hoursHint')}
          decimal
          required
        />
        <TextAreaField form={form} name="description" label={t('hours.description')} required minRows={2} />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('hours.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
