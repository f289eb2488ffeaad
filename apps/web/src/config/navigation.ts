import {
  IconAddressBook,
  IconAdjustments,
  IconCalendarEvent,
  IconCertificate,
  IconFileText,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconQuote,
  IconSchool,
  IconSettings,
  IconUserCog,
  IconUsers,
  IconWheelchair,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AuthUser } from '@/lib/auth-store';

type Role = AuthUser['role'];

export type NavItem = {
  /** Key in the `shell` catalog, under `nav.` */
  label: string;
  path: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Absent: every signed-in role sees it. */
  roles?: Role[];
};

export type NavGroup = { label: string; icon: NavItem['icon']; items: NavItem[]; roles?: Role[] };

/** Public pages' header links (landing layout). */
export const publicNav: NavItem[] = [
  { label: 'home', path: '/home', icon: IconHome },
  { label: 'about', path: '/about', icon: IconInfoCircle },
  { label: 'contact', path: '/contact', icon: IconAddressBook },
];

/** Signed-in navigation: a feature adds one line here when its screen lands. */
export const signedInNav: NavGroup[] = [
  {
    label: 'groups.student',
    icon: IconLayoutDashboard,
    items: [
      { label: 'dashboard', path: '/dashboard', icon: IconLayoutDashboard },
      { label: 'currentSession', path: '/sessions/current', icon: IconCalendarEvent },
      { label: 'myApplications', path: '/applications/my', icon: IconFileText, roles: ['STUDENT'] },
      { label: 'account', path: '/account/settings/profile', icon: IconUserCog },
    ],
  },
  {
    label: 'groups.admin',
    icon: IconSettings,
    roles: ['ADMIN'],
    items: [
      { label: 'sessions', path: '/sessions', icon: IconListDetails },
      { label: 'users', path: '/users', icon: IconUsers },
      { label: 'schoolLevels', path: '/configurations/school-levels', icon: IconSchool },
      { label: 'documentTypes', path: '/configurations/document-types', icon: IconFileText },
      { label: 'handicaps', path: '/configurations/handicaps', icon: IconWheelchair },
      { label: 'bacTypes', path: '/configurations/bac-types', icon: IconCertificate },
      { label: 'quotes', path: '/quotes', icon: IconQuote },
      { label: 'programme', path: '/configurations/programme', icon: IconAdjustments },
    ],
  },
];

export function navForRole(role: Role | undefined): NavGroup[] {
  const allowed = (roles?: Role[]) => !roles || (role !== undefined && roles.includes(role));
  return signedInNav
    .filter((group) => allowed(group.roles))
    .map((group) => ({ ...group, items: group.items.filter((item) => allowed(item.roles)) }))
    .filter((group) => group.items.length > 0);
}
