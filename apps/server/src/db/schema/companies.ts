import { date, index, integer } from 'drizzle-orm/pg-core';
import { tallyTable } from './tally-table.ts';

/** A company and a UTC day: the key of every figure of its record. */
const companyDay = () => ({
  companyId: integer('company_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
});

/**
 * A company's record on the board (docs/decisions-made.md, Company records), counted ahead per
 * company and UTC day by statement triggers on `loads` and `load_requests` (migration 0034) in the
 * same transaction as each write; nothing in the app writes them. A card reads at most 90 days of
 * rows whatever the company's history. Rows that fall to zero go.
 */
export const companyDayFigures = tallyTable('company_day_figures', companyDay(), {
  /** Posts created that day. */
  posts: integer('posts').notNull(),
  /** Deals made that day (by the post's assigned_at): on the company's posts, and as the carrier. */
  dealsAsPoster: integer('deals_as_poster').notNull(),
  dealsAsCarrier: integer('deals_as_carrier').notNull(),
  /** Of those deals (either side), the ones now COMPLETED, and the ones CANCELLED after assignment. */
  dealsCompleted: integer('deals_completed').notNull(),
  dealsCancelled: integer('deals_cancelled').notNull(),
  /** Requests received that day on the company's posts: answered within 24 h, answered later. */
  answeredWithin24h: integer('answered_within_24h').notNull(),
  answeredLate: integer('answered_late').notNull(),
  /** Withdrawn by their requester after 24 h with no answer. */
  withdrawnUnanswered: integer('withdrawn_unanswered').notNull(),
  /** Still PENDING (never answered); they count once 24 h old. */
  awaitingAnswer: integer('awaiting_answer').notNull(),
});

/**
 * How long a company took to answer the requests it received each UTC day, in whole minutes, and
 * how many took that long: the exact median answer time over 90 days from a few rows a day.
 */
export const companyAnswerMinutes = tallyTable(
  'company_answer_minutes',
  {
    ...companyDay(),
    minutes: integer('minutes').notNull(),
  },
  {
    requests: integer('requests').notNull(),
  },
  (t) => [
    // A busy company answers in thousands of distinct minutes over 90 days: its card sums them
    // from this index alone, without reading the table (0037).
    index('company_answer_minutes_covering_idx').on(t.companyId, t.day, t.minutes, t.requests),
  ],
);
