import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useDeleteSession } from '../api/delete-session';

type Props = { session: Session | null; onClose: () => void; onDeleted?: () => void };

export function SessionDeleteModal({ session, onClose, onDeleted }: Props) {
  const { t } = useTranslation('sessions');
  const remove = useDeleteSession();
  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!session) return;
    remove.mutate(session.id, {
      onSuccess: () => {
        notifySuccess(t('deleteModal.deleted', { name: session.name }));
        close();
        onDeleted?.();
      },
    });
  };

  return (
    <Modal opened={session !== null} onClose={close} title={t('deleteModal.title')}>
      <Stack>
        <Text>{t('deleteModal.question', { name: session?.name ?? '' })}</Text>
        {remove.error && <Alert color="red">{remove.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
