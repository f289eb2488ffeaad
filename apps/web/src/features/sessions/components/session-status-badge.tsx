import { Badge } from '@mantine/core';
import { type SessionPhase, sessionPhase } from '@portal/shared/session-rules';
import type { Session } from '@portal/shared/sessions';
import { useTranslation } from 'react-i18next';

type Shown = Session['status'] | SessionPhase;

const colors: Record<Shown, string> = {
  NEW: 'gray',
  OPEN: 'green',
  NOT_STARTED: 'blue',
  TIMED_OUT: 'orange',
  SUSPENDED: 'orange',
  CLOSED: 'dark',
};

type Props = { session: Pick<Session, 'status' | 'startDate' | 'endDate'>; now?: number };

/**
 * The status of a session as the text beside it tells it: an open session before its start reads "Upcoming", after
 * its end "Ended" (its phase, from the shared session rules), never "Open" beside "not started yet".
 */
export function SessionStatusBadge({ session, now = Date.now() }: Props) {
  const { t } = useTranslation('sessions');
  const shown: Shown = sessionPhase(session, new Date(now)) ?? session.status;
  return (
    <Badge color={colors[shown]} variant="light">
      {t(`badge.${shown}`)}
    </Badge>
  );
}
