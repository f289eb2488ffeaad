import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';

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
    <ConfirmModal
      opened={name !== null}
      title={t('delete.title')}
      confirmLabel={t('common:actions.delete')}
      color="red"
      onConfirm={onConfirm}
      onClose={onClose}
      pending={pending}
      error={error}
    >
      <Text>{question ?? t('delete.question', { name })}</Text>
    </ConfirmModal>
  );
}
