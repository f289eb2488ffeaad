import { Badge } from '@mantine/core';
import type { AcceptanceState } from '@portal/shared/acceptance-rules';
import { useTranslation } from 'react-i18next';

const colors: Record<AcceptanceState, string> = {
  AWAITING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'gray',
  EXPIRED: 'red',
  WITHDRAWN: 'dark',
};

/** A place's state in one word: addressed to its holder on the dashboard, told of the holder on the committee's screens. */
export function PlaceStateBadge({
  state,
  reader = 'holder',
}: {
  state: AcceptanceState;
  reader?: 'holder' | 'committee';
}) {
  const { t } = useTranslation('acceptance');
  return (
    <Badge color={colors[state]} variant="light">
      {t(reader === 'holder' ? `states.${state}` : `chain.states.${state}`)}
    </Badge>
  );
}
