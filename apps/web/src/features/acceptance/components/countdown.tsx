import { Text } from '@mantine/core';
import { timeLeft } from '@portal/shared/acceptance-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Days and hours left until the deadline, refreshed every minute. */
export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('acceptance');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(deadline, now);
  return (
    <Text fw={700} size="lg" c="var(--mantine-color-orange-text)" role="timer" aria-live="off">
      {t('place.left', {
        days: t('place.days', { count: left.days }),
        hours: t('place.hours', { count: left.hours }),
      })}
    </Text>
  );
}
