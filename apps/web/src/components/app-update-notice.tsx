import { Affix, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/create-store';
import { appUpdateStore, dismissAppUpdate } from '@/lib/offline-app';

/**
 * Says that a new version of the app is installed and will be used the next time the app is opened: it never
 * reloads by itself, so nobody loses a form half filled in (decision 521). Lazy: only loaded when a version waits.
 */
export function AppUpdateNotice() {
  const { t } = useTranslation('common');
  const { waiting, dismissed } = useStore(appUpdateStore);
  if (!waiting || dismissed) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Paper role="status" withBorder shadow="lg" radius="md" p="md" maw={560} mx="auto">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Text fw={700}>{t('offlineApp.updateTitle')}</Text>
            <Text size="sm">{t('offlineApp.updateReady')}</Text>
          </div>
          <CloseButton aria-label={t('actions.close')} onClick={dismissAppUpdate} />
        </Group>
      </Paper>
    </Affix>
  );
}
