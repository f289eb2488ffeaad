import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { withdrawalReasonMax, withdrawalSchema } from '@portal/shared/acceptance';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useWithdrawPlace } from '../api/withdraw-place';

type Props = { applicationId: number; candidateName: string; opened: boolean; onClose: () => void };

function WithdrawalForm({ applicationId, candidateName, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('evaluation');
  const withdraw = useWithdrawPlace(applicationId);
  const form = useApiForm(withdrawalSchema, { reason: '' });
  const submit = form.submit((body) =>
    withdraw.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('withdrawal.done', { name: candidateName }));
        onClose();
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('withdrawal.question', { name: candidateName })}</Text>
        <TextAreaField
          form={form}
          name="reason"
          label={t('withdrawal.reason')}
          description={t('withdrawal.reasonHelp')}
          minRows={3}
          maxLength={withdrawalReasonMax}
          required
          data-autofocus
        />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={withdraw.isPending}>
            {t('withdrawal.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * After publication a decision changes only by a withdrawal: the committee says why (the holder is mailed it), and
 * is told first what it does (the year ends, the place leaves the public results and goes to the next in line).
 */
export function WithdrawalDialog({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation('evaluation');
  return (
    <Modal opened={opened} onClose={onClose} title={t('withdrawal.title')} centered>
      {opened ? <WithdrawalForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}
