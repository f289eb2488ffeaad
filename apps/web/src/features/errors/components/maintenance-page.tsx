import { Button } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '@/components/status-screen';

export function MaintenancePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <main>
      <StatusScreen
        icon={<IconTool size={32} />}
        title={t('maintenance.title')}
        description={t('maintenance.description')}
        actions={<Button onClick={onRetry}>{t('maintenance.retry')}</Button>}
      />
    </main>
  );
}
