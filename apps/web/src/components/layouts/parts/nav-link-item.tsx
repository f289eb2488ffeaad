import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from '@/config/navigation';
import classes from './nav.module.css';

type Props = { item: NavItem; iconOnly?: boolean; onNavigate?: () => void };

export function NavLinkItem({ item, iconOnly = false, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const label = t(`nav.${item.label}`);
  const Icon = item.icon;
  return (
    <NavLink
      to={item.path}
      end
      className={classes.link}
      onClick={onNavigate}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
    >
      <Icon size={20} stroke={1.75} aria-hidden />
      {!iconOnly && <span>{label}</span>}
    </NavLink>
  );
}
