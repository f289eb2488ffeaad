import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { bookingDeadline, interviewLocked } from '@portal/shared/interview-rules';
import type { Interview, InterviewSlot } from '@portal/shared/selection';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatDate } from '@/hooks/use-format-date';
import { SlotChooser } from './slot-chooser';
import { SlotLine } from './slot-line';

type Props = { application: { id: number; sessionId: number }; interview: Interview };

const contactLink = (label: string) => (
  <Anchor component={Link} to={paths.contact()} size="sm">
    {label}
  </Anchor>
);

/** The time booked, where it is, and until when it may change (or that it is fixed). */
function BookedTime({ slot, locked }: { slot: InterviewSlot; locked: boolean }) {
  const { t } = useTranslation('interviews');
  const format = useFormatDate();
  return (
    <Stack gap={4}>
      <Text size="sm">{t('booked')}</Text>
      <SlotLine slot={slot} strong />
      {slot.videoUrl ? (
        <Anchor href={slot.videoUrl} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('join')}
        </Anchor>
      ) : null}
      <Text size="sm">
        {locked
          ? t('locked')
          : t('changeUntil', { deadline: format.programmeDateTime(bookingDeadline(slot.startsAt).toISOString()) })}
      </Text>
    </Stack>
  );
}

/**
 * A preselected applicant's interview on the dashboard: what comes next and the times to choose from (in Cameroon's
 * time, the zone named), the time booked with its place or video link, changeable until 24 hours before; then fixed
 * ("write to the committee"); held or missed once the panel has said so.
 */
export function InterviewCard({ application, interview }: Props) {
  const { t } = useTranslation('interviews');
  const [changing, setChanging] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const { state, slot } = interview;
  const locked = interviewLocked(interview);
  const choosing = state === 'INVITED' || (changing && !locked);
  const booked = () => {
    setChanging(false);
    // The chooser is gone: the reader goes on from the time now booked.
    requestAnimationFrame(() => summary.current?.focus());
  };
  return (
    <Card component="section" aria-labelledby="dashboard-interview" withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="dashboard-interview">
          {t('title')}
        </Title>
        {state === 'INVITED' ? <Text>{t('next')}</Text> : null}
        {state === 'HELD' || state === 'MISSED' ? <Text>{t(state === 'HELD' ? 'held' : 'missed')}</Text> : null}
        {slot && state !== 'INVITED' ? (
          <div ref={summary} tabIndex={-1}>
            <BookedTime slot={slot} locked={locked} />
          </div>
        ) : null}
        {choosing ? (
          <SlotChooser
            application={application}
            current={slot}
            onBooked={booked}
            onCancel={state === 'BOOKED' ? () => setChanging(false) : undefined}
          />
        ) : null}
        {state === 'BOOKED' && !locked && !changing ? (
          <Button variant="light" onClick={() => setChanging(true)} style={{ alignSelf: 'flex-start' }}>
            {t('change')}
          </Button>
        ) : null}
        {locked || state === 'MISSED' ? contactLink(t('contact')) : null}
      </Stack>
    </Card>
  );
}
