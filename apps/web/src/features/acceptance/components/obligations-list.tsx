import { List, Text } from '@mantine/core';
import { allowance, obligations } from '@portal/shared/acceptance-rules';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '@/lib/numbers';

/** What accepting commits the beneficiary to, in the reader's language and number format. */
export function ObligationsList() {
  const { t } = useTranslation('acceptance');
  const amount = useNumbers().francs(allowance.yearlyFcfa);
  return (
    <div>
      <Text fw={600} size="sm">
        {t('obligations.intro')}
      </Text>
      <List size="sm" spacing={4} mt={4}>
        <List.Item>{t('obligations.hours', { hours: obligations.serviceHours })}</List.Item>
        <List.Item>{t('obligations.transcripts')}</List.Item>
      </List>
      <Text size="sm" mt="xs">
        {t('obligations.allowance', { amount, payments: allowance.payments })}
      </Text>
    </div>
  );
}
