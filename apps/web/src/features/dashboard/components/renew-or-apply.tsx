import { Card, Skeleton, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyPrompt, useMyApplications, useRenewableApplications } from '@/features/applications/public';
import { placeAwaitingAnswer } from '../utils/place-first';

// Its own chunk (with its dialog), loaded when shown: only past holders see it. The dashboard's sections wait for
// it, and appear together.
const RenewalOffer = lazy(() => import('./renewal-offer').then((module) => ({ default: module.RenewalOffer })));

/**
 * A student without an application to the ongoing session: a past holder whose scholarship may be renewed is asked
 * whether to renew it; everyone else (and anyone if that question cannot be read) gets the prompt to apply. While a
 * place awaits the applicant's answer, that answer comes first and nothing else is asked.
 */
export function RenewOrApply({ sessionId }: { sessionId: number }) {
  const renewable = useRenewableApplications();
  const mine = useMyApplications();
  if (placeAwaitingAnswer(mine.data)) return <PlaceFirst />;
  if (renewable.isPending) return <Skeleton height={160} radius="md" />;
  const offer = renewable.data?.[0];
  return offer ? <RenewalOffer renewable={offer} sessionId={sessionId} /> : <ApplyPrompt />;
}

/** Where the renewal or the application would be: the place offered above is to be answered first. */
function PlaceFirst() {
  const { t } = useTranslation('dashboard');
  return (
    <Card component="section" aria-labelledby="place-first-title" withBorder padding="lg" radius="md">
      <Title order={2} size="h3" id="place-first-title" mb="xs">
        {t('placeFirst.title')}
      </Title>
      <Text>{t('placeFirst.text')}</Text>
    </Card>
  );
}
