import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@/config/navigation';
import classes from './nav.module.css';
import { NavLinkItem } from './nav-link-item';

type Props = { items: NavItem[]; navMode?: string; visibleFrom?: 'sm' | 'md' | 'lg'; wrap?: boolean };

/** Horizontal links (landing, simple and decked layouts); on small screens the burger drawer shows them. */
export function TopNav({ items, navMode = 'transparent', visibleFrom = 'sm', wrap = false }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Group
      component="nav"
      aria-label={t('header.mainNav')}
      gap={4}
      wrap={wrap ? 'wrap' : 'nowrap'}
      visibleFrom={visibleFrom}
      className={classes.surface}
      data-nav-mode={navMode}
    >
      {items.map((item) => (
        <NavLinkItem key={item.path} item={item} />
      ))}
    </Group>
  );
}
