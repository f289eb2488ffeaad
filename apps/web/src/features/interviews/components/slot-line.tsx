import { Text } from '@mantine/core';
import type { InterviewSlot } from '@portal/shared/selection';
import { programmeTimeZone } from '@portal/shared/session-rules';
import { useTranslation } from 'react-i18next';
import { zonedSpan } from '@/lib/zoned-time';

/** A slot as an applicant reads it: its span in Cameroon's time, the zone named, and where (a place, a video call). */
export function SlotLine({ slot, strong = false }: { slot: InterviewSlot; strong?: boolean }) {
  const { t, i18n } = useTranslation('interviews');
  const span = zonedSpan(
    i18n.resolvedLanguage ?? i18n.language,
    new Date(slot.startsAt),
    slot.minutes,
    programmeTimeZone,
  );
  return (
    <>
      <Text size="sm" fw={strong ? 700 : 500} component="span" display="block">
        {t('when', { time: span.text, zone: span.zone })}
      </Text>
      {slot.place ? (
        <Text size="sm" c="dimmed" component="span" display="block">
          {t('place', { place: slot.place })}
        </Text>
      ) : null}
      {slot.videoUrl ? (
        <Text size="sm" c="dimmed" component="span" display="block">
          {t('video')}
        </Text>
      ) : null}
    </>
  );
}
