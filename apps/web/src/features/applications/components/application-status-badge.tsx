import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';

const colors: Record<ApplicationStatus, string> = {
  PENDING: 'blue',
  APPROVED: 'green',
  NOT_APPROVED: 'orange',
  REJECTED: 'red',
};

/** The committee's decision in words (the colour only repeats it). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('glossary');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
