import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { navForRole } from '@/config/navigation';
import { useAuth } from '@/lib/auth-store';
import { useThemeSettings } from '@/lib/theme/theme-store';
import classes from './nav.module.css';
import { NavLinkItem } from './nav-link-item';

type Props = { collapsed?: boolean; onNavigate?: () => void };

/** Grouped signed-in navigation, coloured by nav mode; icons only when collapsed (80 px). */
export function SideNav({ collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { navMode } = useThemeSettings();
  return (
    <Box
      component="nav"
      aria-label={t('header.mainNav')}
      className={`${classes.surface} ${collapsed ? classes.collapsed : ''}`}
      data-nav-mode={navMode}
      h="100%"
      p="sm"
      style={{ overflowY: 'auto' }}
    >
      {navForRole(user?.role).map((group) => (
        <div key={group.label}>
          {!collapsed && <div className={classes.groupLabel}>{t(`nav.${group.label}`)}</div>}
          {group.items.map((item) => (
            <NavLinkItem key={item.path} item={item} iconOnly={collapsed} onNavigate={onNavigate} />
          ))}
        </div>
      ))}
    </Box>
  );
}
