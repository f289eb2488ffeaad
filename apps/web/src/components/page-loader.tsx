import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status" aria-label={t('actions.loading')}>
      <Loader size="sm" />
    </Center>
  );
}
