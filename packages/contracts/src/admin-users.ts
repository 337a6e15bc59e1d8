import { z } from 'zod';
import { pagedAnswer, pageQuery } from './api.ts';
import { adminRecentLoad } from './dashboards.ts';
import { USER_STATUSES, USER_TYPES } from './enums.ts';

/** Manage Users (/admin/users): the admin list of users, a user with load statistics, status changes. */

const emptyIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The longest free-text search the list takes; longer text cannot name a user anyway. */
export const ADMIN_USER_SEARCH_MAX = 100;

/** GET /api/admin/users: filters (each optional), 10 a page, newest accounts first. */
export const adminUsersQuery = pageQuery.extend({
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(USER_STATUSES, { error: `Status must be one of ${USER_STATUSES.join(', ')}` }).optional(),
  ),
  userType: z.preprocess(
    emptyIsAbsent,
    z.enum(USER_TYPES, { error: `User type must be one of ${USER_TYPES.join(', ')}` }).optional(),
  ),
  /** Words found anywhere in the first and last name, email or company name, whatever their case. */
  search: z.preprocess(
    emptyIsAbsent,
    z
      .string()
      .trim()
      .max(ADMIN_USER_SEARCH_MAX, `Search must be at most ${ADMIN_USER_SEARCH_MAX} characters`)
      .optional(),
  ),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** `/api/admin/users/:id`: anything but a positive integer is a user that does not exist (404). */
export const adminUserIdParams = z.object({
  id: z.string().describe('The id of the user (a positive integer)'),
});

/** A row of the Manage Users table (spec 3, Admin user row). */
export const adminUserRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  phone: z.string(),
  website: z.string().nullable(),
  dotNumber: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserListAnswer = pagedAnswer('users', adminUserRow);
export type AdminUserListAnswer = z.infer<typeof adminUserListAnswer>;

/** The user's posts: every one, those ACTIVE, those COMPLETED (the modal's Load Statistics). */
export const userLoadStats = z.object({
  totalLoads: z.number().int().min(0),
  activeLoads: z.number().int().min(0),
  completedLoads: z.number().int().min(0),
});
export type UserLoadStats = z.infer<typeof userLoadStats>;

/** The user's newest posts the User Details lists (spec 2: the admin views a user "with loads"). */
export const ADMIN_USER_LOADS = 10;

/**
 * GET /api/admin/users/:id answers `{ user }`: the row, its load statistics and its newest posts,
 * newest first, each as a row of the admin's Recent Loads.
 */
export const adminUserDetail = adminUserRow.extend({
  loadStats: userLoadStats,
  loads: z.array(adminRecentLoad).max(ADMIN_USER_LOADS),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserDetailAnswer = z.object({ user: adminUserDetail });
export type AdminUserDetailAnswer = z.infer<typeof adminUserDetailAnswer>;

/** What the status dropdown sets: Activate, Deactivate, Suspend (spec 2). */
export const SETTABLE_USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type SettableUserStatus = (typeof SETTABLE_USER_STATUSES)[number];

/** PATCH /api/admin/users/:id/status */
export const userStatusBody = z.object({
  status: z.enum(SETTABLE_USER_STATUSES, {
    error: `Status must be one of ${SETTABLE_USER_STATUSES.join(', ')}`,
  }),
});
export type UserStatusBody = z.infer<typeof userStatusBody>;

export const userStatusAnswer = z.object({ user: adminUserRow });
export type UserStatusAnswer = z.infer<typeof userStatusAnswer>;
