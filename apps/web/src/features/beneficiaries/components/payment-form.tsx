import { Button, Group, Stack } from '@mantine/core';
import { paymentInputSchema, paymentOperators } from '@portal/shared/beneficiaries';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useRecordPayment } from '../api/year-writes';

/** The committee records a payment of an instalment (administrators). */
export function PaymentForm({
  applicationId,
  dueDate,
  amount,
  onDone,
}: {
  applicationId: number;
  dueDate: string;
  amount: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('beneficiaries');
  const record = useRecordPayment(applicationId);
  const form = useApiForm(paymentInputSchema, {
    dueDate,
    amount,
    paidDate: new Date().toISOString().slice(0, 10),
    operator: 'MTN_MOMO',
    reference: '',
  });
  const submit = form.submit((values) =>
    record.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('payments.recorded'));
        onDone();
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <DateField form={form} name="dueDate" label={t('payments.dueDate')} required />
        <NumberField
          form={form}
          name="amount"
          label={t('payments.amount')}
          rightSection="FCFA"
          rightSectionWidth={56}
          required
        />
        <DateField form={form} name="paidDate" label={t('payments.paidDate')} required />
        <SelectField
          form={form}
          name="operator"
          label={t('payments.operator')}
          data={paymentOperators.map((value) => ({ value, label: t(`operators.${value}`) }))}
          required
        />
        <TextField form={form} name="reference" label={t('payments.reference')} required />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('payments.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
