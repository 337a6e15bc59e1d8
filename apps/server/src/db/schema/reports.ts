import { REPORT_REASONS, REPORT_STATUSES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns.ts';
import { loadRef } from './loads.ts';
import { userRef } from './users.ts';

export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);

/** A member's report of a post; OPEN until the admin reviews the post's reports, then CLOSED. */
export const loadReports = pgTable(
  'load_reports',
  {
    id: identityId(),
    loadId: loadRef('load_id'),
    reporterId: userRef('reporter_id'),
    reason: reportReason('reason').notNull(),
    note: text('note'),
    status: reportStatus('status').notNull().default('OPEN'),
    createdAt: createdAt(),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (t) => [
    // One open report per member and post: the second of two racing reports fails here.
    uniqueIndex('load_reports_one_open_key').on(t.loadId, t.reporterId).where(sql`${t.status} = 'OPEN'`),
    // The admin's queue: the posts with open reports.
    index('load_reports_open_load_idx').on(t.loadId, t.createdAt).where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * Two posts of different companies that look like the same load (same type, lane and pickup day,
 * weight within 2%, posted within 48 hours): recorded when the later one is posted, for the admin.
 */
export const possibleReposts = pgTable(
  'possible_reposts',
  {
    loadId: loadRef('load_id'),
    earlierLoadId: loadRef('earlier_load_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.earlierLoadId] }),
    index('possible_reposts_earlier_idx').on(t.earlierLoadId),
  ],
);
