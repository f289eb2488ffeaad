import { Alert, List } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = Pick<Application, 'eligible' | 'nonEligibilityReasons'>;

/** Whether the application may compete, and every reason when it may not (already worded by the server). */
export function EligibilityVerdict({ eligible, nonEligibilityReasons }: Props) {
  const { t } = useTranslation('evaluation');
  if (eligible === null)
    return (
      <Alert color="gray" icon={<IconHelpCircle size={18} aria-hidden />} title={t('eligibility.title')}>
        {t('eligibility.notChecked')}
      </Alert>
    );
  if (eligible)
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={t('eligibility.title')}>
        {t('eligibility.eligible')}
      </Alert>
    );
  return (
    <Alert color="orange" icon={<IconCircleX size={18} aria-hidden />} title={t('eligibility.title')}>
      {t('eligibility.notEligible')}
      <List size="sm" mt="xs">
        {nonEligibilityReasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
