import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { sessionPhase } from '@portal/shared/session-rules';
import type { CurrentSession } from '@portal/shared/sessions';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/hooks/use-format-date';
import { formatInstant, splitDuration } from '@/lib/date-time';
import { useCurrentSession } from '../api/get-current-session';
import { useNow } from '../hooks/use-now';
import { SessionStatusBadge } from './session-status-badge';

/**
 * The current session as the public sees it: suspended, not yet started (time until start), open (time until
 * end, counting down), timed out, or none open. Used on the landing page (public, light: no zod, no admin code)
 * and on /sessions/current.
 */
type BlockProps = {
  showMore?: boolean;
  /** The id of a heading that already names the block (the page's title): the block then shows no title of its own. */
  labelledBy?: string;
};

export function CurrentSessionBlock({ showMore = true, labelledBy }: BlockProps) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="md" />}>
      <CurrentSessionCard showMore={showMore} labelledBy={labelledBy} />
    </Suspense>
  );
}

function CurrentSessionCard({ showMore, labelledBy }: { showMore: boolean; labelledBy?: string }) {
  const { t } = useTranslation('sessions');
  const query = useCurrentSession();
  const session = query.data?.session ?? null;
  return (
    <Card
      component="section"
      aria-labelledby={labelledBy ?? 'current-session-title'}
      withBorder
      padding="lg"
      radius="md"
    >
      {labelledBy ? null : (
        <Group gap="xs" mb="xs">
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={2} size="h3" id="current-session-title">
            {t('current.title')}
          </Title>
        </Group>
      )}
      {query.isPending ? (
        <Skeleton height={60} />
      ) : query.isError ? (
        <Alert color="red">{t('current.loadFailed')}</Alert>
      ) : session ? (
        <SessionState session={session} clockOffsetMs={query.data.clockOffsetMs} showMore={showMore} />
      ) : (
        <Text>{t('current.none')}</Text>
      )}
    </Card>
  );
}

/**
 * The server renders this block at the time of the request, in its own time zone. These attributes let the small
 * script of server-rendered pages (src/public-page/enhance.ts) keep the countdown ticking and show the instants in
 * the reader's zone, as the app itself does: the texts come translated, with `{{name}}` where a value goes.
 */
const countdownSlots = { days: '{{days}}', hours: '{{hours}}', minutes: '{{minutes}}', seconds: '{{seconds}}' };

type StateProps = { session: NonNullable<CurrentSession>; clockOffsetMs: number; showMore: boolean };

function SessionState({ session, clockOffsetMs, showMore }: StateProps) {
  const { t, i18n } = useTranslation('sessions');
  const phase0 = sessionPhase(session, new Date(Date.now() + clockOffsetMs));
  const ticking = phase0 === 'NOT_STARTED' || phase0 === 'OPEN';
  const now = useNow(clockOffsetMs, ticking);
  const phase = sessionPhase(session, new Date(now)) ?? 'SUSPENDED';
  const locale = i18n.resolvedLanguage ?? 'en';
  const target = phase === 'NOT_STARTED' ? session.startDate : session.endDate;
  const remaining = splitDuration(Date.parse(target) - now);

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{session.name}</Text>
        <SessionStatusBadge session={session} now={now} />
      </Group>
      <Text>{t(`current.phase.${phase}`)}</Text>
      {(phase === 'NOT_STARTED' || phase === 'OPEN') && (
        <Text
          role="timer"
          aria-label={t(phase === 'OPEN' ? 'current.timeLeft' : 'current.timeToStart')}
          size="xl"
          fw={700}
          data-countdown-until={target}
          data-server-now={new Date(now).toISOString()}
          data-template={t('current.countdown', countdownSlots)}
        >
          {t('current.countdown', remaining)}
        </Text>
      )}
      <Text
        size="sm"
        c="dimmed"
        data-instants={JSON.stringify({ start: session.startDate, end: session.endDate })}
        data-template={t('current.window', { start: '{{start}}', end: '{{end}}' })}
      >
        {t('current.window', {
          start: formatInstant(session.startDate, locale),
          end: formatInstant(session.endDate, locale),
        })}
      </Text>
      {session.publicationDate ? (
        <Text size="sm">{t('current.publication', { date: formatDate(session.publicationDate, locale) })}</Text>
      ) : null}
      {showMore && (
        <Anchor component={Link} to={paths.currentSession()} size="sm">
          {t('current.more')}
        </Anchor>
      )}
    </Stack>
  );
}
