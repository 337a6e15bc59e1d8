import { z } from 'zod';
import { pagedAnswer, pageQuery } from './api.ts';
import { emptyIsAbsent, optionalText } from './fields.ts';
import { LOAD_STATUSES, LOAD_TYPES, loadView } from './loads.ts';
import { MESSAGES } from './messages.ts';
import { REQUEST_STATUSES } from './requests.ts';

/** The admin lists of every load and every request (/admin/loads, /admin/requests). */

/**
 * GET /api/admin/loads filters: origin and destination (part of the place, or the start of its ZIP),
 * post type, status, and the owner: part of their company, name, username or email.
 */
export const adminLoadFilters = z.object({
  origin: optionalText('Origin', 100),
  destination: optionalText('Destination', 100),
  type: z.preprocess(
    emptyIsAbsent,
    z.enum(LOAD_TYPES, { error: 'Type must be RFP, RFD or TRUCK' }).optional(),
  ),
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(LOAD_STATUSES, { error: 'Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED' }).optional(),
  ),
  owner: optionalText('Owner', 100),
});
export type AdminLoadFilters = z.output<typeof adminLoadFilters>;

/** GET /api/admin/loads: every post on the platform, newest first, 10 a page. */
export const adminLoadsQuery = pageQuery.extend(adminLoadFilters.shape);
export type AdminLoadsQuery = z.input<typeof adminLoadsQuery>;

export const adminLoadsAnswer = pagedAnswer('loads', loadView);
export type AdminLoadsAnswer = z.infer<typeof adminLoadsAnswer>;

/**
 * GET /api/admin/requests filters: the request's status, the load's id, and the requester's company
 * (part of its name, or of the requester's name or email).
 */
export const adminRequestFilters = z.object({
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(REQUEST_STATUSES, { error: `Status must be one of ${REQUEST_STATUSES.join(', ')}` }).optional(),
  ),
  loadId: z.preprocess(
    emptyIsAbsent,
    z.coerce
      .number({ error: MESSAGES.loadIdInvalid })
      .int(MESSAGES.loadIdInvalid)
      .min(1, MESSAGES.loadIdInvalid)
      .max(2_147_483_647, MESSAGES.loadIdInvalid)
      .optional(),
  ),
  company: optionalText('Company', 100),
});
export type AdminRequestFilters = z.output<typeof adminRequestFilters>;

/** GET /api/admin/requests: every request on the platform, newest first, 10 a page. */
export const adminRequestsQuery = pageQuery.extend(adminRequestFilters.shape);
export type AdminRequestsQuery = z.input<typeof adminRequestsQuery>;

/**
 * A row of the admin's requests (spec 3, Admin-view request: id, company, status, date), with the
 * load's route and the proposed rate an operator needs to judge it.
 */
export const adminRequestRow = z.object({
  id: z.number().int(),
  /** The requester's company. */
  company: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** When the request was made (ISO 8601). */
  date: z.string(),
  proposedRate: z.number(),
  /** The requester's first and last name. */
  carrier: z.string(),
  carrierEmail: z.string(),
  loadId: z.number().int(),
  jobNumber: z.string().nullable(),
  loadType: z.enum(LOAD_TYPES),
  loadStatus: z.enum(LOAD_STATUSES),
  origin: z.string(),
  destination: z.string(),
  /** The posted rate of the load, for comparison (null when the post has none). */
  loadRate: z.number().nullable(),
  /** The post owner's company. */
  ownerCompany: z.string(),
});
export type AdminRequestRow = z.infer<typeof adminRequestRow>;

export const adminRequestsAnswer = pagedAnswer('requests', adminRequestRow);
export type AdminRequestsAnswer = z.infer<typeof adminRequestsAnswer>;
