import { Button, Group, Stack, Text } from '@mantine/core';
import { paymentInputSchema, paymentOperators } from '@portal/shared/beneficiaries';
import { programmeDay } from '@portal/shared/session-rules';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useRecordPayment } from '../api/year-writes';

/**
 * The committee records a payment of one line of the schedule (administrators): its due date is shown, not typed;
 * the amount still due is offered, the paid date is today in the programme's calendar. The server's refusals land on
 * their fields (an amount beyond what is still due, a reference already recorded); one about no field (a withdrawn
 * place) shows above the buttons.
 */
export function PaymentForm({
  applicationId,
  line,
  dueDate,
  stillDue,
  onDone,
}: {
  applicationId: number;
  /** The line's name ("Instalment 2"), said above the fields. */
  line: string;
  dueDate: string;
  stillDue: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('beneficiaries');
  const record = useRecordPayment(applicationId);
  const form = useApiForm(paymentInputSchema, {
    dueDate,
    amount: stillDue,
    paidDate: programmeDay(new Date()),
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
        <Text size="sm" fw={600}>
          {line}
        </Text>
        <DateField form={form} name="dueDate" label={t('payments.dueDate')} readOnly required />
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
