import { z } from 'zod';
import { USER_TYPES } from './enums.ts';
import { LOAD_STATUSES, LOAD_TYPES } from './loads.ts';

/** Why a member reports a post (decisions.md, Duplicates and reports). */
export const REPORT_REASONS = ['PHANTOM', 'WRONG_DETAILS', 'FRAUD', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The longest note a report takes. */
export const REPORT_NOTE_MAX = 500;

/** Open reports from this many distinct companies take a post off the board until the admin reviews it. */
export const REPORT_COMPANIES_TO_REVIEW = 3;

export const REPORT_MESSAGES = {
  reasonRequired: 'Choose why you report this post',
  noteTooLong: `The note must be at most ${REPORT_NOTE_MAX} characters`,
  reported: 'Thank you: the post was reported to the administrator',
  reportFailed: 'Failed to report the post',
  ownPost: 'You cannot report your own post',
  alreadyReported: 'You already reported this post; the administrator has not reviewed it yet',
  nothingToReview: 'This post has no open reports',
  reviewed: 'The reports were reviewed',
  reviewFailed: 'Failed to review the reports',
  fetchFailed: 'Failed to fetch reports',
} as const;

/** POST /api/loads/:id/report. */
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  note: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong).optional(),
  ),
});
export type ReportBody = z.input<typeof reportBody>;

/** The report as its author sees it once filed. */
export const reportAnswer = z.object({
  id: z.number().int(),
  loadId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

/** What the admin does with a post's open reports. */
export const REVIEW_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** PATCH /api/admin/reports/:id, where :id is the reported post's id. */
export const reviewBody = z.object({
  action: z.enum(REVIEW_ACTIONS, { error: `Action must be one of ${REVIEW_ACTIONS.join(', ')}` }),
});

const queuePost = z.object({
  id: z.number().int(),
  loadType: z.enum(LOAD_TYPES),
  status: z.enum(LOAD_STATUSES),
  originLocation: z.string(),
  destinationLocation: z.string(),
  pickupDate: z.string(),
  underReview: z.boolean(),
});

/** One open report of a post in the admin's queue. */
export const queueReport = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  reporterId: z.number().int(),
  reporterCompany: z.string(),
  createdAt: z.string(),
});

/** A post of another company that looks like the same load. */
export const possibleRepost = z.object({
  loadId: z.number().int(),
  companyName: z.string(),
  originLocation: z.string(),
  destinationLocation: z.string(),
  pickupDate: z.string(),
  createdAt: z.string(),
});

/** The poster, as the admin weighs them; their email finds them on Manage Users. */
export const queuePoster = z.object({
  id: z.number().int(),
  email: z.string(),
  companyName: z.string(),
  userType: z.enum(USER_TYPES),
  memberSince: z.string(),
});

/** One reported post with its open reports, the reposts it may be, and its poster. */
export const reportGroup = z.object({
  post: queuePost,
  poster: queuePoster,
  reports: z.array(queueReport),
  possibleReposts: z.array(possibleRepost),
});
export type ReportGroup = z.infer<typeof reportGroup>;

/** GET /api/admin/reports: every post with open reports, the most reported first. */
export const reportQueueAnswer = z.object({ groups: z.array(reportGroup) });
export type ReportQueueAnswer = z.infer<typeof reportQueueAnswer>;
