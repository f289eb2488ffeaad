import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { IconArrowsExchange, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type SessionActionHandlers = {
  onEdit: (session: Session) => void;
  onStatus: (session: Session) => void;
  onDelete?: (session: Session) => void;
};

/** Row actions; labelled icons so they stay usable at 360 px and by screen readers. */
export function SessionActions({
  session,
  onEdit,
  onStatus,
  onDelete,
  showView = true,
  showDelete = true,
}: SessionActionHandlers & { session: Session; showView?: boolean; showDelete?: boolean }) {
  const { t } = useTranslation('sessions');
  const label = (action: string) => t(`actions.${action}Named`, { name: session.name });
  return (
    <Group gap={4} wrap="nowrap">
      {showView && (
        <Tooltip label={t('actions.view')}>
          <ActionIcon
            component={Link}
            to={paths.sessionOverview({ id: session.id })}
            variant="subtle"
            aria-label={label('view')}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('common:actions.edit')}>
        <ActionIcon variant="subtle" size="lg" onClick={() => onEdit(session)} aria-label={label('edit')}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.changeStatus')}>
        <ActionIcon variant="subtle" size="lg" onClick={() => onStatus(session)} aria-label={label('changeStatus')}>
          <IconArrowsExchange size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {showDelete && (
        <Tooltip label={t('common:actions.delete')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            color="red"
            onClick={() => onDelete?.(session)}
            aria-label={label('delete')}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
