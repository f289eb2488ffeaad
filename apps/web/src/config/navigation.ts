import {
  IconAddressBook,
  IconAdjustments,
  IconCalendarEvent,
  IconCalendarUser,
  IconCertificate,
  IconCoin,
  IconFileText,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListCheck,
  IconListDetails,
  IconQuote,
  IconSchool,
  IconSettings,
  IconShieldCheck,
  IconUserCog,
  IconUsers,
  IconWheelchair,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AuthUser } from '@/lib/auth-store';
import { paths } from './paths';

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
  { label: 'home', path: paths.home(), icon: IconHome },
  { label: 'about', path: paths.about(), icon: IconInfoCircle },
  { label: 'results', path: paths.results(), icon: IconListCheck },
  { label: 'contact', path: paths.contact(), icon: IconAddressBook },
];

/** The sessions, and through them the candidates and their applications: read by staff, administered by administrators. */
const sessionsItem: NavItem = { label: 'sessions', path: paths.sessions(), icon: IconListDetails };

/**
 * Signed-in navigation: a feature adds one line here when its screen lands. An evaluator's committee work is the
 * sessions (their candidates and applications) and their interviews; the rest is the administration's.
 */
export const signedInNav: NavGroup[] = [
  {
    label: 'groups.student',
    icon: IconLayoutDashboard,
    items: [
      { label: 'dashboard', path: paths.dashboard(), icon: IconLayoutDashboard },
      { label: 'currentSession', path: paths.currentSession(), icon: IconCalendarEvent },
      { label: 'myApplications', path: paths.myApplications(), icon: IconFileText, roles: ['STUDENT'] },
      { label: 'myInterviews', path: paths.myInterviews(), icon: IconCalendarUser, roles: ['ADMIN', 'EVALUATOR'] },
      { label: 'account', path: paths.accountSettingsTab({ tab: 'profile' }), icon: IconUserCog },
    ],
  },
  { label: 'groups.committee', icon: IconListDetails, roles: ['EVALUATOR'], items: [sessionsItem] },
  {
    label: 'groups.admin',
    icon: IconSettings,
    roles: ['ADMIN'],
    items: [
      sessionsItem,
      { label: 'users', path: paths.users(), icon: IconUsers },
      { label: 'beneficiaries', path: paths.beneficiaries(), icon: IconCoin },
      { label: 'schoolLevels', path: paths.schoolLevels(), icon: IconSchool },
      { label: 'documentTypes', path: paths.documentTypes(), icon: IconFileText },
      { label: 'handicaps', path: paths.handicaps(), icon: IconWheelchair },
      { label: 'bacTypes', path: paths.bacTypes(), icon: IconCertificate },
      { label: 'quotes', path: paths.quotes(), icon: IconQuote },
      { label: 'programme', path: paths.programmeSettings(), icon: IconAdjustments },
      { label: 'audit', path: paths.auditEvents(), icon: IconShieldCheck },
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
