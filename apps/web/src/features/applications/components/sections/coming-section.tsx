import { Alert, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Family and documents open in a coming version of the portal: said plainly, with what it means for the
 * submission.
 */
export function ComingSection() {
  const { t } = useTranslation('applications');
  return (
    <Alert color="blue" icon={<IconHourglass size={18} aria-hidden />}>
      <Text size="sm">{t('coming.text')}</Text>
      <Text size="sm" mt="xs">
        {t('coming.noSubmission')}
      </Text>
    </Alert>
  );
}
