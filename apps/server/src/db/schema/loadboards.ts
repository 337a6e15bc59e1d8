import { type FeedReport, SYNC_RUN_STATES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns.ts';
import { optionalUserRef, userRef } from './users.ts';

/** A user's load board feed address (spec 3, Loadboard URL); synced by the loadboards module. */
export const loadBoardUrls = pgTable(
  'load_board_urls',
  {
    id: identityId(),
    userId: userRef('user_id'),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('load_board_urls_user_url_key').on(table.userId, table.url),
    index().on(table.createdAt),
  ],
);

export const syncRunState = pgEnum('sync_run_state', SYNC_RUN_STATES);
/** `all`: the admin's Sync All, over every member with URLs; `member`: one member's header sync. */
export const syncRunKind = pgEnum('sync_run_kind', ['all', 'member']);

/** A feed of a sync-all run that could not be read, and why. */
export interface FailedFeed {
  userId: number;
  url: string;
  message: string;
}

/**
 * One sync run: the admin's Sync All Loadboards (`all`), or a member's header sync of their own feeds
 * (`member`: `requestedBy` is the member, `userIds` only them, one unfinished at a time each). The
 * users it covers are fixed when it is started, with how far it got. The background job works through `userIds` in order, committing each user's
 * posts together with `doneUsers`, so a run taken over after a crash resumes where it stopped
 * without importing anyone twice. `leaseId` names the worker holding the run; `heartbeatAt` is when
 * it last reported, and a run silent for longer than LOADBOARD_SYNC_STALE_MS is taken over.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: optionalUserRef('requested_by'),
    kind: syncRunKind('kind').notNull().default('all'),
    state: syncRunState('state').notNull().default('waiting'),
    userIds: jsonb('user_ids').$type<number[]>().notNull(),
    doneUsers: integer('done_users').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    failedFeeds: jsonb('failed_feeds').$type<FailedFeed[]>().notNull().default([]),
    message: text('message'),
    /** A member run's feeds: how many it has, how many are read, and once written each one's report. */
    feedsTotal: integer('feeds_total').notNull().default(0),
    feedsDone: integer('feeds_done').notNull().default(0),
    feedReports: jsonb('feed_reports').$type<FeedReport[]>(),
    attempts: integer('attempts').notNull().default(0),
    leaseId: uuid('lease_id'),
    heartbeatAt: timestamptz('heartbeat_at'),
    /** The id of the request that started the run, carried by the log lines of its work. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('sync_runs_state_idx').on(table.state, table.createdAt),
    uniqueIndex('sync_runs_member_unfinished_key')
      .on(table.requestedBy)
      .where(sql`${table.kind} = 'member' AND ${table.state} IN ('waiting', 'active')`),
  ],
);
