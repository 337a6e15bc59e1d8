/**
 * English: the source language, one file per namespace. Sentences the spec gives word for word stay
 * exactly as given. es/ and fr/ must carry the same keys (the `Translation` type enforces it).
 */

import { adminAnalytics } from './admin-analytics.ts';
import { adminLists } from './admin-lists.ts';
import { adminLogs } from './admin-logs.ts';
import { adminReports } from './admin-reports.ts';
import { adminUsers } from './admin-users.ts';
import { auth } from './auth.ts';
import { billing } from './billing.ts';
import { common } from './common.ts';
import { companies } from './companies.ts';
import { contacts } from './contacts.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { loadboards } from './loadboards.ts';
import { loads } from './loads.ts';
import { map } from './map.ts';
import { messages } from './messages.ts';
import { nav } from './nav.ts';
import { notifications } from './notifications.ts';
import { pages } from './pages.ts';
import { pagination } from './pagination.ts';
import { profile } from './profile.ts';
import { rates } from './rates.ts';
import { requests } from './requests.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';
import { userTypes } from './user-types.ts';

export const en = {
  common,
  shell,
  nav,
  userTypes,
  auth,
  dashboard,
  pages,
  pagination,
  loads,
  map,
  requests,
  notifications,
  settings,
  profile,
  billing,
  contacts,
  errors,
  messages,
  adminUsers,
  adminAnalytics,
  adminLogs,
  adminLists,
  loadboards,
  rates,
  companies,
  adminReports,
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every language must have. */
export type Translation = Strings<typeof en>;
