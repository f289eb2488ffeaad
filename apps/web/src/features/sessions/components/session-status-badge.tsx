import { Badge } from '@mantine/core';
import type { SessionStatus } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';

const colors: Record<SessionStatus, string> = { NEW: 'gray', OPEN: 'green', SUSPENDED: 'orange', CLOSED: 'dark' };

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('sessions');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
