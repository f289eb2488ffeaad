import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  /** What confirming does, said before it is done. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be undone. */
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** The server's refusal, shown inside the dialog. */
  error?: string;
};

/** "Do X?" before an action that acts on others or cannot be undone; the focus starts on Cancel. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color,
  onConfirm,
  onClose,
  pending,
  error,
}: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {children}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
