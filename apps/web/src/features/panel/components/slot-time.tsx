import { Anchor, Stack, Text } from '@mantine/core';
import type { InterviewSlot } from '@portal/shared/selection';
import { useTranslation } from 'react-i18next';
import { slotSpans } from '@/lib/zoned-time';

/**
 * When and where an interview is: in the reader's zone and, when the reader is elsewhere, in Cameroon's, each zone
 * named; the place and the video link.
 */
export function SlotTime({ slot }: { slot: InterviewSlot }) {
  const { t, i18n } = useTranslation('panel');
  const spans = slotSpans(i18n.resolvedLanguage ?? i18n.language, slot.startsAt, slot.minutes);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('time.reader', spans.reader)}
      </Text>
      {spans.programme ? (
        <Text size="sm" c="dimmed">
          {t('time.cameroon', spans.programme)}
        </Text>
      ) : null}
      {slot.place ? <Text size="sm">{t('time.place', { place: slot.place })}</Text> : null}
      {slot.videoUrl ? (
        <Anchor href={slot.videoUrl} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('time.video')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
