import { Skeleton } from '@mantine/core';
import { lazy } from 'react';
import { ApplyPrompt, useRenewableApplications } from '@/features/applications/public';

// Its own chunk (with its dialog), loaded when shown: only past holders see it. The dashboard's sections wait for
// it, and appear together.
const RenewalOffer = lazy(() => import('./renewal-offer').then((module) => ({ default: module.RenewalOffer })));

/**
 * A student without an application to the ongoing session: a past holder whose scholarship may be renewed is asked
 * whether to renew it; everyone else (and anyone if that question cannot be read) gets the prompt to apply.
 */
export function RenewOrApply({ sessionId }: { sessionId: number }) {
  const renewable = useRenewableApplications();
  if (renewable.isPending) return <Skeleton height={160} radius="md" />;
  const offer = renewable.data?.[0];
  return offer ? <RenewalOffer renewable={offer} sessionId={sessionId} /> : <ApplyPrompt />;
}
