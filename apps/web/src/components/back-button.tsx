import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBackTo } from '@/hooks/use-back-to';

/** Returns to the screen named by `?backTo=` (same-origin only), else to `fallback`. */
export function BackButton({ fallback = paths.home() }: { fallback?: string }) {
  const { t } = useTranslation('common');
  const to = useBackTo(fallback);
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('actions.back')}
    </Button>
  );
}
