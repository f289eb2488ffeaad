import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The name of what is deleted; null keeps the dialog closed. */
  name: string | null;
  /** Replaces "Delete “name”? This cannot be undone." when the screen has more to say. */
  question?: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** The server's refusal (e.g. still in use), shown inside the dialog. */
  error?: string;
};

/** "Delete X?" before anything is deleted, with the server's refusal shown in place. */
export function ConfirmDeleteModal({ name, question, onConfirm, onClose, pending, error }: Props) {
  const { t } = useTranslation('list');
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('delete.title')} centered>
      <Stack>
        <Text>{question ?? t('delete.question', { name })}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('common:actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
