import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { preselectionChangeSchema } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import { useChangePreselection } from '../api/change-preselection';

type Props = {
  applicationId: number;
  candidateName: string;
  /** What is asked: true adds the application to the shortlist, false takes it off. */
  preselected: boolean;
  opened: boolean;
  onClose: () => void;
};

/** The reason's longest length, as the server takes it. */
const reasonMax = preselectionChangeSchema.shape.reason.maxLength ?? undefined;

function ChangeForm({ applicationId, candidateName, preselected, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('evaluation');
  const change = useChangePreselection(applicationId);
  const form = useApiForm(preselectionChangeSchema, { preselected, reason: '' });
  const kind = preselected ? 'add' : 'remove';
  const submit = form.submit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        notifySuccess(t(`preselection.${kind}.done`, { name: candidateName }));
        onClose();
      },
      onError: form.setServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t(`preselection.${kind}.question`, { name: candidateName })}</Text>
        <TextAreaField
          form={form}
          name="reason"
          label={t('preselection.reason')}
          description={t('preselection.reasonHelp')}
          minRows={3}
          maxLength={reasonMax}
          required
          data-autofocus
        />
        <FormAlert error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color={preselected ? undefined : 'red'} loading={change.isPending}>
            {t(`preselection.${kind}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One application added to the interview shortlist or taken off it by hand: the committee says why (kept in the
 * trail, not sent), and is told first what follows (the applicant's mail, a booked interview cancelled).
 */
export function PreselectionDialog({ opened, onClose, preselected, ...props }: Props) {
  const { t } = useTranslation('evaluation');
  return (
    <Modal opened={opened} onClose={onClose} title={t(`preselection.${preselected ? 'add' : 'remove'}.title`)} centered>
      {opened ? <ChangeForm {...props} preselected={preselected} onClose={onClose} /> : null}
    </Modal>
  );
}
