import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { canAnswer } from '@portal/shared/acceptance-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { PlaceStateBadge } from '@/components/standing/place-state-badge';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { notifySuccess } from '@/lib/notify';
import { useAnswerPlace } from '../api/answer-place';
import type { MyPlace } from '../api/get-my-places';
import { Countdown } from './countdown';
import { ObligationsList } from './obligations-list';

const commitmentSchema = z
  .object({ commitment: z.boolean() })
  .refine((value) => value.commitment, { path: ['commitment'], message: 'validation.commitmentRequired' });

/** The answer to a place: the commitment to tick, accept; or decline, once confirmed. */
function PlaceAnswer({ place }: { place: MyPlace }) {
  const { t } = useTranslation('acceptance');
  const answer = useAnswerPlace();
  const [confirming, setConfirming] = useState(false);
  const form = useApiForm(commitmentSchema, { commitment: false });
  const accept = form.submit(() =>
    answer.mutate(
      { applicationId: place.applicationId, answer: { accept: true, commitment: true } },
      { onSuccess: () => notifySuccess(t('place.accepted')), onError: form.setServerError },
    ),
  );
  const decline = () =>
    answer.mutate(
      { applicationId: place.applicationId, answer: { accept: false } },
      {
        onSuccess: () => notifySuccess(t('place.declined')),
        onError: form.setServerError,
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <form onSubmit={accept} noValidate>
      <Stack gap="sm">
        <CheckboxField form={form} name="commitment" label={t('place.commitment')} />
        <FormAlert error={form.formError} />
        <Group gap="sm" grow>
          <Button type="submit" loading={answer.isPending && !confirming}>
            {t('place.accept')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(true)} disabled={answer.isPending}>
            {t('place.decline')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('place.declineTitle')} centered>
        <Stack>
          <Text>{t('place.declineWarning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" onClick={decline} loading={answer.isPending}>
              {t('place.declineConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

/** One place as its holder reads it: the state, the deadline with its countdown, the obligations, the answer. */
export function PlaceCard({ place }: { place: MyPlace }) {
  const { t } = useTranslation('acceptance');
  const format = useFormatDate();
  const open = canAnswer(place);
  return (
    <Card component="section" aria-labelledby={`place-${place.applicationId}`} withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3" id={`place-${place.applicationId}`}>
            {t('place.title')}
          </Title>
          <PlaceStateBadge state={open || place.state !== 'AWAITING' ? place.state : 'EXPIRED'} />
        </Group>
        {open ? (
          <>
            <Text>{t('place.offered', { deadline: format.programmeDateTime(place.deadline) })}</Text>
            <Countdown deadline={place.deadline} />
            <ObligationsList />
            <PlaceAnswer place={place} />
          </>
        ) : null}
        {place.state === 'ACCEPTED' ? (
          <>
            <Text>{t('place.acceptedOn', { date: format.dateTime(place.answeredAt) })}</Text>
            <Button
              component={Link}
              to={paths.scholarshipYear({ id: place.applicationId })}
              variant="light"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('place.yearLink')}
            </Button>
          </>
        ) : null}
        {place.state === 'DECLINED' ? (
          <Text>{t('place.declinedOn', { date: format.dateTime(place.answeredAt) })}</Text>
        ) : null}
        {place.state === 'EXPIRED' || (place.state === 'AWAITING' && !open) ? <Text>{t('place.expired')}</Text> : null}
      </Stack>
    </Card>
  );
}
