import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { notifySuccess } from '@/lib/notify';

export type DeleteAction<T> = {
  /** The row's name, in the button's label, the question and the notice. */
  name: (row: T) => string;
  /** The deletion itself, e.g. a mutation's `mutateAsync`; a rejection is shown in the dialog. */
  run: (row: T) => Promise<unknown>;
  question?: (row: T) => string;
  /** The notice once deleted ("“X” was deleted." otherwise). */
  done?: (row: T) => string;
  /** A row that may not be deleted (its button is disabled). */
  disabled?: (row: T) => boolean;
};

/** Which row the confirmation is open for, its pending state and refusal, and the dialog itself. */
export function useDeleteConfirmation<T>(action: DeleteAction<T> | undefined) {
  const { t } = useTranslation('list');
  const [row, setRow] = useState<{ value: T } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setRow(null);
    setError(undefined);
  };
  const confirm = async () => {
    if (!row || !action) return;
    setPending(true);
    setError(undefined);
    try {
      await action.run(row.value);
      notifySuccess(action.done?.(row.value) ?? t('delete.done', { name: action.name(row.value) }));
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };
  const modal: ReactNode = action ? (
    <ConfirmDeleteModal
      name={row ? action.name(row.value) : null}
      question={row ? action.question?.(row.value) : undefined}
      onConfirm={() => void confirm()}
      onClose={close}
      pending={pending}
      error={error}
    />
  ) : null;
  return { ask: (value: T) => setRow({ value }), modal };
}

export function DeleteButton<T>({
  row,
  action,
  onClick,
}: {
  row: T;
  action: DeleteAction<T>;
  onClick: (row: T) => void;
}) {
  const { t } = useTranslation('list');
  return (
    <Tooltip label={t('common:actions.delete')}>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        disabled={action.disabled?.(row)}
        aria-label={t('delete.button', { name: action.name(row) })}
        onClick={() => onClick(row)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
