import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { name: string | null; onConfirm: () => void; onClose: () => void; pending: boolean; error?: string };

/** "Delete X?" with the server's refusal (e.g. in use) shown inside the dialog. */
export function ConfirmDeleteModal({ name, onConfirm, onClose, pending, error }: Props) {
  const { t } = useTranslation('reference');
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('delete.title')} centered>
      <Stack>
        <Text>{t('delete.question', { name })}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
