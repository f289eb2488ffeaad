import { Button, Code } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'common']);
  const { pathname } = useLocation();
  return (
    <StatusScreen
      icon={<IconMapSearch size={32} />}
      title={t('errors:notFound.title')}
      description={t('errors:notFound.description')}
      details={<Code data-testid="not-found-location">{t('errors:notFound.location', { location: pathname })}</Code>}
      actions={
        <Button component={Link} to={paths.home()}>
          {t('common:actions.goHome')}
        </Button>
      }
    />
  );
}
