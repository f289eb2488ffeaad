import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { Place } from '@portal/shared/acceptance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { PlaceStateBadge } from '@/components/standing/place-state-badge';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { notifySuccess } from '@/lib/notify';
import { useHideResults, useProcessPlaces, useSessionPlaces } from '../api/session-places';

function PlaceLine({ place }: { place: Place }) {
  const { t } = useTranslation('acceptance');
  const format = useFormatDate();
  const when =
    place.state === 'AWAITING'
      ? t('chain.until', { date: format.dateTime(place.deadline) })
      : place.state === 'WITHDRAWN' && place.withdrawnAt
        ? t('chain.withdrawn', { date: format.dateTime(place.withdrawnAt) })
        : place.answeredAt
          ? t('chain.answered', { date: format.dateTime(place.answeredAt) })
          : t('chain.deadlinePassed', { date: format.dateTime(place.deadline) });
  const afterKey = { DECLINED: 'afterDeclined', WITHDRAWN: 'afterWithdrawn' } as const;
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
          {t(`chain.${afterKey[place.after.state as keyof typeof afterKey] ?? 'afterExpired'}`, {
            name: place.after.name || t('chain.number', { number: place.after.applicationId }),
          })}
        </Text>
      ) : null}
    </List.Item>
  );
}

type Props = { sessionId: number; resultsHidden: boolean; acceptanceDays: number };

/**
 * The candidates screen of a closed session: each place with its answer, and the chain of places passed on
 * ("offered after X declined"); the committee may run the expiries and the promotions now, once it has read what
 * that does (it mails the candidates offered a place).
 */
export function SessionPlaces({ sessionId, resultsHidden, acceptanceDays }: Props) {
  const { t } = useTranslation('acceptance');
  const hide = useHideResults(sessionId);
  const places = useSessionPlaces(sessionId);
  const run = useProcessPlaces(sessionId);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    run.reset();
  };
  const process = () =>
    run.mutate(undefined, {
      onSuccess: (result) => {
        notifySuccess(t('chain.processed', result));
        setConfirming(false);
      },
    });
  return (
    <Card component="section" aria-labelledby="session-places" withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="session-places">
            {t('chain.title')}
          </Title>
          <Button size="sm" variant="light" onClick={() => setConfirming(true)}>
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
      <ConfirmModal
        opened={confirming}
        title={t('chain.confirmTitle')}
        confirmLabel={t('chain.confirm')}
        onConfirm={process}
        onClose={close}
        pending={run.isPending}
        error={run.error?.message}
      >
        <Text size="sm">{t('chain.confirmText', { count: acceptanceDays })}</Text>
      </ConfirmModal>
    </Card>
  );
}
