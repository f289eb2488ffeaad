import { Badge } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** On the interview shortlist: the candidates list and the application's header say it the same way. */
export function PreselectedBadge() {
  const { t } = useTranslation('glossary');
  return (
    <Badge variant="light" color="violet" leftSection={<IconMicrophone size={12} aria-hidden />}>
      {t('preselected')}
    </Badge>
  );
}
