import { Button, Group, Stack } from '@mantine/core';
import { tuitionInputSchema } from '@portal/shared/beneficiaries';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useSetTuition } from '../api/year-writes';

/** The committee sets (or corrects) the tuition fee of a beneficiary's year, never below what was paid on it. */
export function TuitionForm({
  applicationId,
  amount,
  onDone,
}: {
  applicationId: number;
  amount: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('beneficiaries');
  const save = useSetTuition(applicationId);
  const form = useApiForm(tuitionInputSchema, { amount: amount as number });
  const submit = form.submit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('tuition.saved'));
        onDone();
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberField
          form={form}
          name="amount"
          label={t('tuition.amount')}
          description={t('tuition.hint')}
          rightSection="FCFA"
          rightSectionWidth={56}
          required
        />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('tuition.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
