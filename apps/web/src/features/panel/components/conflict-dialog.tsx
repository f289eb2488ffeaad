import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ConflictResult, conflictInputSchema } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useDeclareConflict } from '../api/declare-conflict';

type Props = {
  applicationId: number;
  applicantName: string;
  opened: boolean;
  onClose: () => void;
  /** They have left the panel: the screen goes where the file is no longer needed. */
  onDeclared: (result: ConflictResult) => void;
};

/**
 * "I have a conflict of interest": the reason (kept in the audit, read by administrators), and what follows, said
 * before: the member leaves the panel, another takes the seat where one is free, and the file is no longer theirs
 * to read.
 */
export function ConflictDialog({ applicationId, applicantName, opened, onClose, onDeclared }: Props) {
  const { t } = useTranslation('panel');
  const declare = useDeclareConflict(applicationId);
  const form = useApiForm(conflictInputSchema, { reason: '' });
  const submit = form.submit((input) => declare.mutate(input, { onSuccess: onDeclared, onError: form.setServerError }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('conflict.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('conflict.explain', { name: applicantName })}</Text>
          <TextAreaField
            form={form}
            name="reason"
            label={t('conflict.reason')}
            description={t('conflict.reasonHint')}
            required
            minRows={3}
            data-autofocus
          />
          <FormAlert error={form.formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={declare.isPending}>
              {t('conflict.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
