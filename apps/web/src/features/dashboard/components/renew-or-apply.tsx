import { Skeleton } from '@mantine/core';
import { ApplyPrompt, useRenewableApplications } from '@/features/applications/public';
import { lazyWhenIdle } from '@/lib/load-when-idle';

// Its own chunk (with its dialog): only past holders see it.
const RenewalOffer = lazyWhenIdle(() => import('./renewal-offer').then((module) => module.RenewalOffer));

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
