import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloud, IconCloudCheck, IconDeviceMobile, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import type { DraftStatus } from '../hooks/use-step-draft';

const icons: Record<DraftStatus, ReactNode> = {
  never: <IconCloud size={18} aria-hidden />,
  server: <IconCloudCheck size={18} aria-hidden />,
  device: <IconDeviceMobile size={18} aria-hidden />,
  waiting: <IconWifiOff size={18} aria-hidden />,
  sending: <Loader size={14} aria-hidden />,
  failed: <IconAlertTriangle size={18} aria-hidden />,
  stale: <IconAlertTriangle size={18} aria-hidden />,
};

/**
 * Always says where the step's values are: nothing saved yet, on the server (since when), or only on this device
 * (and why). It is the form's place for the focus when the button that saved is gone (see lib/focus-keeper).
 */
export function DraftStatusLine({ status, savedAt }: { status: DraftStatus; savedAt: string | null }) {
  const { t } = useTranslation('applications');
  const dates = useFormatDate();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      data-draft-status={status}
      tabIndex={-1}
      data-focus-home
    >
      {icons[status]}
      <Text size="sm">{t(`draft.${status}`, { when: dates.dateTime(savedAt) })}</Text>
    </Group>
  );
}
