import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavGroup } from '@/config/navigation';
import { DeferredMenu } from './deferred-menu';
import classes from './nav.module.css';
import { NavLinkItem } from './nav-link-item';

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const Icon = group.icon;
  const current = group.items.some((item) => pathname === item.path);
  return (
    <DeferredMenu
      position="bottom-start"
      withinPortal
      target={
        <UnstyledButton className={classes.link} data-current={current || undefined}>
          <Icon size={20} stroke={1.75} aria-hidden />
          <span>{t(`nav.${group.label}`)}</span>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      }
      dropdown={(Menu) =>
        group.items.map((item) => {
          const ItemIcon = item.icon;
          return (
            <Menu.Item
              key={item.path}
              component={NavLink}
              to={item.path}
              end
              leftSection={<ItemIcon size={16} aria-hidden />}
            >
              {t(`nav.${item.label}`)}
            </Menu.Item>
          );
        })
      }
    />
  );
}

/**
 * Header navigation that fits any width: one group shows its links, several groups (an administrator's twelve links)
 * each open a menu, so the header never pushes the language, theme and account controls off-screen.
 */
export function NavGroupMenus({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation('shell');
  const [only] = groups;
  return (
    <Group
      component="nav"
      aria-label={t('header.mainNav')}
      gap={4}
      wrap="nowrap"
      className={classes.surface}
      data-nav-mode="transparent"
    >
      {groups.length === 1 && only
        ? only.items.map((item) => <NavLinkItem key={item.path} item={item} />)
        : groups.map((group) => <GroupMenu key={group.label} group={group} />)}
    </Group>
  );
}
