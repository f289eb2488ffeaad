import { Code } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BackButton } from '@/components/back-button';
import { StatusScreen } from '@/components/status-screen';

/** Stand-in for a screen not built yet; its route drops it when the screen's feature lands. */
export function NotAvailablePage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <StatusScreen
      icon={<IconHammer size={32} />}
      title={t('notAvailable.title')}
      description={t('notAvailable.description')}
      details={<Code>{t('notAvailable.page', { path: pathname })}</Code>}
      actions={<BackButton />}
    />
  );
}
