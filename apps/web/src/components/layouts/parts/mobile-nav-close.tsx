import { CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The close button at the top of the phone menu; hidden where the menu is not a phone menu. */
export function MobileNavClose({ onClose, hiddenFrom }: { onClose: () => void; hiddenFrom: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('shell');
  return (
    <Group justify="flex-end" hiddenFrom={hiddenFrom} p={4}>
      <CloseButton size="lg" aria-label={t('header.closeMenu')} onClick={onClose} />
    </Group>
  );
}
