import { z } from 'zod';
import { ACTIVITY_ACTIONS } from './activity.ts';
import { pagedAnswer, pageQuery } from './api.ts';
import { emptyIsAbsent, isoDate } from './fields.ts';
import { MESSAGES } from './messages.ts';

/** Activity Logs (/admin/activity-logs): the filtered log, a page at a time, and its CSV export. */

/**
 * The screen's filters (spec 2, spec 7): start and end date as whole days in the admin's time zone
 * (YYYY-MM-DD, both included), the activity type and the acting user's id. Every one is optional;
 * an empty value means no filter.
 */
export const activityLogFilters = z.object({
  startDate: z.preprocess(emptyIsAbsent, isoDate('Start date').optional()),
  endDate: z.preprocess(emptyIsAbsent, isoDate('End date').optional()),
  type: z.preprocess(
    emptyIsAbsent,
    z.enum(ACTIVITY_ACTIONS, { error: `Type must be one of ${ACTIVITY_ACTIONS.join(', ')}` }).optional(),
  ),
  userId: z.preprocess(
    emptyIsAbsent,
    z.coerce
      .number({ error: MESSAGES.userIdInvalid })
      .int(MESSAGES.userIdInvalid)
      .min(1, MESSAGES.userIdInvalid)
      .max(2_147_483_647, MESSAGES.userIdInvalid)
      .optional(),
  ),
});
export type ActivityLogFilters = z.output<typeof activityLogFilters>;

const datesInOrder = (q: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;
const datesInOrderIssue = { message: 'End date cannot be before the start date', path: ['endDate'] };

/** GET /api/admin/activity-logs: the filters, page and limit (10 by default). */
export const activityLogsQuery = pageQuery
  .extend(activityLogFilters.shape)
  .refine(datesInOrder, datesInOrderIssue);
export type ActivityLogsQuery = z.input<typeof activityLogsQuery>;

/** GET /api/admin/activity-logs/export.csv: the same filters, every matching entry. */
export const activityLogsExportQuery = activityLogFilters.refine(datesInOrder, datesInOrderIssue);

/** An entry of the log (spec 3, Activity log). `timestamp` is ISO 8601; `userId` is null once the account is deleted. */
export const activityLogEntry = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  userId: z.number().int().nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  details: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntry>;

export const activityLogsAnswer = pagedAnswer('logs', activityLogEntry);
export type ActivityLogsAnswer = z.infer<typeof activityLogsAnswer>;

/** The export's columns, the screen's table in the same order. */
export const ACTIVITY_CSV_COLUMNS = ['Timestamp', 'User ID', 'Action', 'Details'] as const;
export const ACTIVITY_EXPORT_PATH = '/admin/activity-logs/export.csv';
