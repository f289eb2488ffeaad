import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/components/query-gate';
import { useAuth } from '@/lib/auth-store';
import { readerTimeZone } from '@/lib/zoned-time';
import { useInterviewSlots } from '../api/get-interview-slots';
import { SlotForm } from './slot-form';
import { SlotList } from './slot-list';

/**
 * A session's interviews tab: the times offered, each with its bookings, in the reader's zone and Cameroon's; an
 * administrator adds one (typed in their own zone) or deletes one. `timeZone`: the reader's (the browser's).
 */
export function SessionInterviews({
  session,
  timeZone = readerTimeZone(),
}: {
  session: { id: number; status: string };
  timeZone?: string;
}) {
  const { t } = useTranslation('interview-slots');
  const slots = useInterviewSlots(session.id);
  const editable = useAuth().user?.role === 'ADMIN' && session.status !== 'CLOSED';
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="interview-slots">
        <Title order={2} size="h3" id="interview-slots">
          {t('title')}
        </Title>
        <Text size="sm">{t('intro')}</Text>
        <QueryGate query={slots} errorTitle={t('list.loadFailed')} retryLabel={t('list.retry')}>
          {(loaded) => <SlotList slots={loaded} timeZone={timeZone} editable={editable} />}
        </QueryGate>
      </Stack>
      {editable ? <SlotForm sessionId={session.id} timeZone={timeZone} /> : null}
    </Stack>
  );
}
