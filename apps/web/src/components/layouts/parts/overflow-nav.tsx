import { Box, OverflowList, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '@/config/navigation';
import { DeferredMenu } from './deferred-menu';
import classes from './nav.module.css';
import { NavLinkItem } from './nav-link-item';

type Props = { items: NavItem[]; navMode?: string; visibleFrom?: 'sm' | 'md' | 'lg' };

/** The links the row has no room for, in a "More" menu that is marked when it holds the current page. */
function MoreMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = items.some((item) => pathname === item.path);
  return (
    // OverflowList measures this element: a plain one that takes its ref.
    <div>
      <DeferredMenu
        position="bottom-end"
        target={
          <UnstyledButton className={classes.link} data-current={current || undefined}>
            <IconDots size={20} stroke={1.75} aria-hidden />
            <span>{t('nav.more')}</span>
            <IconChevronDown size={16} aria-hidden />
          </UnstyledButton>
        }
        dropdown={(Menu) =>
          items.map((item) => {
            const Icon = item.icon;
            return (
              <Menu.Item
                key={item.path}
                component={NavLink}
                to={item.path}
                end
                leftSection={<Icon size={16} aria-hidden />}
              >
                {t(`nav.${item.label}`)}
              </Menu.Item>
            );
          })
        }
      />
    </div>
  );
}

/**
 * A row of links that never cuts one off (decision 401): as many as the width allows, in order, and the rest in a
 * "More" menu at the end, so every entry stays one or two clicks away at any width and in any language.
 */
export function OverflowNav({ items, navMode = 'transparent', visibleFrom }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="nav"
      aria-label={t('header.mainNav')}
      visibleFrom={visibleFrom}
      py={4}
      className={classes.surface}
      data-nav-mode={navMode}
    >
      <OverflowList
        data={items}
        gap={4}
        getItemKey={(item) => item.path}
        renderItem={(item) => <NavLinkItem item={item} />}
        renderOverflow={(hidden) => <MoreMenu items={hidden} />}
      />
    </Box>
  );
}
