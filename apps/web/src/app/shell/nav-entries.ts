import { requestableTypes, type UserType } from '@loadboard/contracts';
import type { ComponentType } from 'react';
import {
  ActivityIcon,
  AlertIcon,
  ChartIcon,
  DashboardIcon,
  type IconProps,
  InboxIcon,
  LinkIcon,
  ListIcon,
  MapIcon,
  PlusSquareIcon,
  SettingsIcon,
  TrendIcon,
  TruckIcon,
  UserIcon,
  UsersIcon,
} from '../../components/icons.tsx';
import type { en } from '../../i18n/en/index.ts';

export interface NavEntry {
  key: keyof typeof en.nav;
  to: string;
  icon: ComponentType<IconProps>;
  /** Other paths that also make this entry the current one. */
  alsoActiveOn?: string[];
}

const DASHBOARD: NavEntry = { key: 'dashboard', to: '/dashboard', icon: DashboardIcon, alsoActiveOn: ['/'] };
const POST_LOADS: NavEntry = { key: 'postLoads', to: '/post-loads', icon: PlusSquareIcon };
const SEARCH_LOADS: NavEntry = { key: 'searchLoads', to: '/search-loads', icon: MapIcon };
const MY_LOADS: NavEntry = { key: 'myLoads', to: '/view-loads', icon: ListIcon };
const MY_REQUESTS: NavEntry = { key: 'myRequests', to: '/my-requests', icon: InboxIcon };
const AVAIL_LOADS: NavEntry = { key: 'availLoads', to: '/all-loads', icon: TruckIcon };
const RATES: NavEntry = { key: 'rates', to: '/rates', icon: TrendIcon };
const SETTINGS: NavEntry = { key: 'settings', to: '/settings', icon: SettingsIcon };
const PROFILE: NavEntry = { key: 'profile', to: '/user-profile', icon: UserIcon };

const ADMIN_ENTRIES: NavEntry[] = [
  { key: 'manageUsers', to: '/admin/users', icon: UsersIcon },
  { key: 'analytics', to: '/admin/analytics', icon: ChartIcon },
  { key: 'activityLogs', to: '/admin/activity-logs', icon: ActivityIcon },
  { key: 'reports', to: '/admin/reports', icon: AlertIcon },
  { key: 'loadboardScraper', to: '/admin/loadboard-scraper', icon: LinkIcon },
];

/**
 * Sidebar entries of spec 2 and 6: Search Loads is hidden from brokers; My Requests shows to every
 * role that may request some kind of post; Rates is for every role.
 */
export function mainEntriesFor(userType: UserType | string | undefined): NavEntry[] {
  return [
    DASHBOARD,
    POST_LOADS,
    ...(userType === 'BROKER' ? [] : [SEARCH_LOADS]),
    MY_LOADS,
    ...(requestableTypes(userType).length > 0 ? [MY_REQUESTS] : []),
    AVAIL_LOADS,
    RATES,
    SETTINGS,
    PROFILE,
  ];
}

/** Manage Users, Analytics, Activity Logs, Reports and Loadboard Scraper: SUPER_ADMIN only. */
export function adminEntriesFor(userType: UserType | string | undefined): NavEntry[] {
  return userType === 'SUPER_ADMIN' ? ADMIN_ENTRIES : [];
}
