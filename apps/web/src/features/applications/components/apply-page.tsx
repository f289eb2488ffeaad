import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@portal/shared/sessions';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedNotice, SessionStatusBadge, useCurrentSession, useSession } from '@/features/sessions/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { ApplyAction, applyActionId } from './apply-action';

/** Moves the reader past the guide, onto the button (or onto what stands in its place). */
function skipGuide() {
  const action = document.getElementById(applyActionId);
  const target = action?.querySelector<HTMLElement>('a[href], button:not(:disabled)') ?? action?.querySelector('h2');
  target?.scrollIntoView({ block: 'center' });
  target?.focus();
}

/**
 * /sessions/:id/apply: the session, its application guidelines, then the button to apply. The session's completion
 * notice is for later: the editor shows it once the application is complete.
 */
export function ApplyPage() {
  const query = useSession(Number(useParams().id));
  // The server's clock decides whether the session is open; the current session tells how far ours is from it.
  const offset = useCurrentSession().data?.clockOffsetMs ?? 0;
  return (
    <Container size="md" px={0}>
      {query.isPending ? <Skeleton height={240} radius="md" /> : null}
      {query.isError ? <Alert color="red">{query.error.message}</Alert> : null}
      {query.data ? <ApplyContent session={query.data} now={new Date(Date.now() + offset)} /> : null}
    </Container>
  );
}

function ApplyContent({ session, now }: { session: Session; now: Date }) {
  const { t } = useTranslation('applications');
  const { dateTime } = useFormatDate();
  return (
    <Stack>
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          {t('pages.apply.title')}
        </Text>
        <Title order={1}>{session.name}</Title>
        <Group gap="xs" wrap="wrap">
          <SessionStatusBadge session={session} now={now.getTime()} />
          <Text size="sm">
            {t('pages.apply.window', { start: dateTime(session.startDate), end: dateTime(session.endDate) })}
          </Text>
        </Group>
      </Stack>
      <section aria-labelledby="apply-guide-title">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h3" id="apply-guide-title">
              {t('pages.apply.guideTitle')}
            </Title>
            <Button variant="subtle" onClick={skipGuide} leftSection={<IconPlayerTrackNext size={16} aria-hidden />}>
              {t('pages.apply.skipGuide')}
            </Button>
          </Group>
          <LocalizedNotice text={session.applicationGuidelines} />
        </Stack>
      </section>
      <ApplyAction session={session} now={now} />
    </Stack>
  );
}
