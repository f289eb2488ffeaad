import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One labelled value of a read-only page (inside a `dl`); an empty value reads "Not given". A long word wraps only
 * where it must (an e-mail address breaks at its @ and dots, see `EmailAddress`), never letter by letter.
 */
export function Detail({ label, value }: { label: ReactNode; value: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'break-word' }}>
        {value || t('values.notGiven')}
      </Text>
    </div>
  );
}
