import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@/config/navigation';
import { NavLinkItem } from './nav-link-item';

/** Flat list of links for the burger drawer of header-navigated layouts. */
export function VerticalNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Stack component="nav" aria-label={t('header.mainNav')} gap={2}>
      {items.map((item) => (
        <NavLinkItem key={item.path} item={item} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
