import { Badge } from '@mantine/core';
import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import { useTranslation } from 'react-i18next';

const colors: Record<AcceptanceState, string> = {
  AWAITING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'gray',
  EXPIRED: 'red',
};

/** A place's state in one word, the same everywhere (dashboard, committee's chain). */
export function PlaceStateBadge({ state }: { state: AcceptanceState }) {
  const { t } = useTranslation('acceptance');
  return (
    <Badge color={colors[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}
