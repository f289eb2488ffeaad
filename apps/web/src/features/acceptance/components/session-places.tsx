import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { Place } from '@portal/shared/acceptance';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { notifySuccess } from '@/lib/notify';
import { useHideResults, useProcessPlaces, useSessionPlaces } from '../api/session-places';
import { PlaceStateBadge } from './place-state-badge';

function PlaceLine({ place }: { place: Place }) {
  const { t } = useTranslation('acceptance');
  const format = useFormatDate();
  const when =
    place.state === 'AWAITING'
      ? t('chain.until', { date: format.dateTime(place.deadline) })
      : place.answeredAt
        ? t('chain.answered', { date: format.dateTime(place.answeredAt) })
        : t('chain.deadlinePassed', { date: format.dateTime(place.deadline) });
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={paths.applicationView({ id: place.applicationId })} fw={600}>
          {place.name || t('chain.number', { number: place.applicationId })}
        </Anchor>
        <PlaceStateBadge state={place.state} reader="committee" />
        <Text size="sm" c="dimmed">
          {when}
        </Text>
      </Group>
      {place.after ? (
        <Text size="sm">
          {t(place.after.state === 'DECLINED' ? 'chain.afterDeclined' : 'chain.afterExpired', {
            name: place.after.name || t('chain.number', { number: place.after.applicationId }),
          })}
        </Text>
      ) : null}
    </List.Item>
  );
}

/**
 * The candidates screen of a closed session: each place with its answer, and the chain of places passed on
 * ("offered after X declined"); the committee may run the expiries and the promotions now.
 */
export function SessionPlaces({ sessionId, resultsHidden }: { sessionId: number; resultsHidden: boolean }) {
  const { t } = useTranslation('acceptance');
  const hide = useHideResults(sessionId);
  const places = useSessionPlaces(sessionId);
  const run = useProcessPlaces(sessionId);
  const process = () => run.mutate(undefined, { onSuccess: (result) => notifySuccess(t('chain.processed', result)) });
  return (
    <Card component="section" aria-labelledby="session-places" withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="session-places">
            {t('chain.title')}
          </Title>
          <Button size="sm" variant="light" onClick={process} loading={run.isPending}>
            {t('chain.process')}
          </Button>
        </Group>
        <Switch
          label={t('chain.public')}
          description={t('chain.publicHint')}
          checked={!resultsHidden}
          disabled={hide.isPending}
          onChange={(event) => hide.mutate(!event.currentTarget.checked)}
        />
        {run.error ? <Alert color="red">{run.error.message}</Alert> : null}
        {hide.error ? <Alert color="red">{hide.error.message}</Alert> : null}
        {places.isPending ? <Skeleton height={60} /> : null}
        {places.data?.length === 0 ? <Text c="dimmed">{t('chain.empty')}</Text> : null}
        {places.data?.length ? (
          <List spacing="xs" listStyleType="none" withPadding={false}>
            {places.data.map((place) => (
              <PlaceLine key={place.applicationId} place={place} />
            ))}
          </List>
        ) : null}
      </Stack>
    </Card>
  );
}
