import { Code } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

/** Open it with accessDeniedPath(resource) from config/paths. */
export function AccessDeniedPage() {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const resource = params.get('resource');
  return (
    <StatusScreen
      icon={<IconLock size={32} />}
      title={t('accessDenied.title')}
      description={t('accessDenied.description')}
      details={resource ? <Code>{t('accessDenied.resource', { resource })}</Code> : undefined}
      actions={<BackButton fallback={paths.dashboard()} />}
    />
  );
}
