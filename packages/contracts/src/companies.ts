import { z } from 'zod';
import { REGISTRABLE_USER_TYPES } from './enums.ts';

/** Sentences of the company records (decisions-made.md, Company records). */
export const COMPANY_MESSAGES = {
  badUserId: 'userId must be the id of a member: a whole number from 1',
  companyNotFound: 'No member company has this id',
  badUserIds: 'ids must list from 1 to 100 member ids, separated by commas',
} as const;

/** How many companies one call for badges may name: a page of the longest list. */
export const COMPANY_BADGES_MAX = 100;

/** `GET /api/companies/:userId` */
export const companyParams = z.object({
  userId: z.string().describe('The id of the member whose company is wanted (a positive integer)'),
});

/** `GET /api/companies/badges?ids=1,2,3` */
export const companyBadgesQuery = z.object({
  ids: z.string().describe(`Up to ${COMPANY_BADGES_MAX} member ids, separated by commas`),
});

/**
 * How a company answered the requests on its posts received in the last 90 days. `counted`: those
 * answered (accepted, rejected or countered), withdrawn after 24 h without an answer, or still without
 * one after 24 h. `rate` is the share answered within 24 h (null when none counts);
 * `medianMinutes` the median time to the first answer over the answered ones (null when none).
 */
export const companyAnswers = z.object({
  counted: z.number().int(),
  answeredWithin24h: z.number().int(),
  rate: z.number().nullable(),
  medianMinutes: z.number().nullable(),
});
export type CompanyAnswers = z.infer<typeof companyAnswers>;

/**
 * Deals made in the last 90 days (a request accepted, a Book Now booking or a counter accepted): on
 * the company's own posts, and as the carrier assigned to someone else's post; of all of them, those
 * now completed and those cancelled after assignment.
 */
export const companyDeals = z.object({
  asPoster: z.number().int(),
  asCarrier: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type CompanyDeals = z.infer<typeof companyDeals>;

/**
 * A company's card: how it behaves on the board, never a deal's rate or counterparty. Dates are
 * ISO 8601; `contactChangedDaysAgo` counts whole days since its email, phone or company name last
 * changed, when that was in the last 30 days (null otherwise).
 */
export const companyCard = z.object({
  userId: z.number().int(),
  companyName: z.string(),
  userType: z.enum(REGISTRABLE_USER_TYPES),
  memberSince: z.string(),
  dotNumber: z.string().nullable(),
  postsLast90Days: z.number().int(),
  dealsLast90Days: companyDeals,
  answersLast90Days: companyAnswers,
  contactChangedDaysAgo: z.number().int().nullable(),
});
export type CompanyCard = z.infer<typeof companyCard>;

/** The badge beside a company's name in lists: member since, deals in 90 days, answer rate. */
export const companyBadge = z.object({
  userId: z.number().int(),
  companyName: z.string(),
  memberSince: z.string(),
  dealsLast90Days: z.number().int(),
  answerRate: z.number().nullable(),
});
export type CompanyBadge = z.infer<typeof companyBadge>;

/** The badges of the companies asked for, in the order asked; unknown ids and admins are left out. */
export const companyBadgesAnswer = z.object({ badges: z.array(companyBadge) });
export type CompanyBadgesAnswer = z.infer<typeof companyBadgesAnswer>;
