import type { Session } from '@portal/shared/sessions';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { notifySuccess } from '@/lib/notify';
import { useDeleteSession } from '../api/delete-session';

type Props = { session: Session | null; onClose: () => void; onDeleted?: () => void };

/** The session page's delete confirmation (the list has the same one, from the list kit). */
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
    <ConfirmDeleteModal
      name={session?.name ?? null}
      question={session ? t('deleteModal.question', { name: session.name }) : undefined}
      onConfirm={confirm}
      onClose={close}
      pending={remove.isPending}
      error={remove.error?.message}
    />
  );
}
