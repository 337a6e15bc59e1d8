import { z } from 'zod';
import { USER_TYPES } from './enums.ts';
import { LOAD_STATUSES, LOAD_TYPES, loadView } from './loads.ts';
import { REQUEST_STATUSES } from './requests.ts';

/**
 * The four role dashboards (spec 2 and spec 3, "Dashboard responses") and the shell's contacts
 * panel (decisions.md, The page shell). Every figure is counted by the database; every list is the
 * few most recent (or soonest) rows, never the whole table.
 */

/** Rows in each dashboard table; "View All" leads to the paged list. */
export const DASHBOARD_LIST_SIZE = 5;
/** Counterparties the contacts panel shows. */
export const CONTACTS_LIMIT = 8;

const count = z.number().int().min(0);
/** Dollars with cents. */
const dollars = z.number();
/** An ISO 8601 timestamp. */
const timestamp = z.string();

// ---------------------------------------------------------------- broker

/** A row of the broker's Recent Requests table (ID, Carrier, Rate, Status, Date). */
export const brokerRecentRequest = z.object({
  id: z.number().int(),
  loadId: z.number().int(),
  jobNumber: z.string().nullable(),
  /** The requester's company. */
  carrier: z.string(),
  /** The requester's first and last name. */
  carrierName: z.string(),
  /** The request's rate as it stands: the owner's last counter, else the proposal (a deal's agreed rate). */
  proposedRate: dollars,
  status: z.enum(REQUEST_STATUSES),
  /** When the request was made. */
  date: timestamp,
});
export type BrokerRecentRequest = z.infer<typeof brokerRecentRequest>;

/**
 * GET /api/dashboard/broker, over the caller's own posts. Cards: Active Loads
 * (summary.totalActiveLoads), Assigned Jobs (summary.assignedJobs), Pending Requests
 * (requests.statistics.byStatus.pending), Accepted Requests (summary.acceptedRequests).
 */
export const brokerDashboard = z.object({
  summary: z.object({
    /** Own posts ACTIVE. */
    totalActiveLoads: count,
    /** Own posts ASSIGNED. */
    assignedJobs: count,
    /** Requests on own posts that were ACCEPTED. */
    acceptedRequests: count,
  }),
  activeLoads: z.object({
    /** Posts still in play: ACTIVE + ASSIGNED. */
    total: count,
    byStatus: z.object({
      active: count,
      assigned: count,
      /** ASSIGNED with pickup date <= today <= delivery date (a subset of `assigned`). */
      inTransit: count,
    }),
  }),
  requests: z.object({
    recent: z.object({
      /** Every request on own posts. */
      total: count,
      /** Of them, open (PENDING or COUNTERED). */
      pending: count,
      /** The most recent requests, newest first. */
      items: z.array(brokerRecentRequest),
    }),
    statistics: z.object({
      total: count,
      byStatus: z.object({ pending: count, accepted: count }),
    }),
  }),
  recentPosts: z.object({
    /** Every own post, whatever its status. */
    total: count,
    /** The newest own posts (each with requestsCount and pendingRequests). */
    items: z.array(loadView),
  }),
});
export type BrokerDashboard = z.infer<typeof brokerDashboard>;

// ---------------------------------------------------------------- carriers

/** GET /api/dashboard/rfp-carrier. */
export const rfpCarrierDashboard = z.object({
  stats: z.object({
    /** ACTIVE RFP posts by others. */
    availableLoads: count,
    /** Own RFD posts that are ACTIVE. */
    postedRFDLoads: count,
    /** Loads the carrier hauls that are ASSIGNED. */
    activeDeliveries: count,
    /** Agreed rates of the loads the carrier hauls that are ASSIGNED or COMPLETED. */
    revenue: dollars,
  }),
  /** Available Broker Loads: ACTIVE RFP posts by others, soonest pickup first. */
  availableLoads: z.array(loadView),
  /** The carrier's own RFD posts (any status), newest first; View leads to /view-requests/{id}. */
  myRFDLoads: z.array(loadView),
});
export type RfpCarrierDashboard = z.infer<typeof rfpCarrierDashboard>;

/** A row of My Trucks (spec 3, "Truck (dashboard)"). */
export const dashboardTruck = z.object({
  id: z.number().int(),
  /** Where the truck is ('City, ST'). */
  location: z.string(),
  locationZip: z.string(),
  /** The truck's available date, or its pickup date when none was given (YYYY-MM-DD). */
  availableDate: z.string(),
  cubicFeet: z.number().nullable(),
  status: z.enum(LOAD_STATUSES),
  truckType: z.string().nullable(),
  ratePerMile: z.number().nullable(),
});
export type DashboardTruck = z.infer<typeof dashboardTruck>;

/** GET /api/dashboard/rfd-carrier. */
export const rfdCarrierDashboard = z.object({
  stats: z.object({
    /** Own TRUCK posts that are ACTIVE. */
    openTrucks: count,
    /** ACTIVE RFD posts by others. */
    availableRFDLoads: count,
    activeDeliveries: count,
    revenue: dollars,
  }),
  /** Own TRUCK posts (any status), newest first. */
  myTrucks: z.array(dashboardTruck),
  /** ACTIVE RFD posts by others, soonest pickup first. */
  availableRFDLoads: z.array(loadView),
});
export type RfdCarrierDashboard = z.infer<typeof rfdCarrierDashboard>;

// ---------------------------------------------------------------- admin

/** A row of the admin's Recent Loads (ID, Route, Status, Date). */
export const adminRecentLoad = z.object({
  id: z.number().int(),
  jobNumber: z.string().nullable(),
  /** 'Chicago, IL → Dallas, TX'. */
  route: z.string(),
  origin: z.string(),
  destination: z.string(),
  loadType: z.enum(LOAD_TYPES),
  status: z.enum(LOAD_STATUSES),
  /** When the load was posted. */
  date: timestamp,
  /** When its owner last refreshed it: its age counts from here, else from `date`. */
  refreshedAt: timestamp.nullable(),
  /** On the board and neither posted nor refreshed for a week. */
  stale: z.boolean(),
});
export type AdminRecentLoad = z.infer<typeof adminRecentLoad>;

/** A row of the admin's Recent Requests (spec 3, "Admin-view request": ID, Company, Status, Date). */
export const adminRecentRequest = z.object({
  id: z.number().int(),
  loadId: z.number().int(),
  /** The requester's company. */
  company: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** When the request was made. */
  date: timestamp,
  /** The request's rate as it stands: the owner's last counter, else the proposal (a deal's agreed rate). */
  proposedRate: dollars,
});
export type AdminRecentRequest = z.infer<typeof adminRecentRequest>;

/** GET /api/admin: the whole marketplace. */
export const adminDashboard = z.object({
  stats: z.object({
    /** Posts ACTIVE. */
    activeLoads: count,
    /** Requests open (PENDING or COUNTERED). */
    pendingRequests: count,
    /** Posts COMPLETED. */
    completedLoads: count,
    /** Agreed rates of COMPLETED posts. */
    revenue: dollars,
  }),
  recentLoads: z.array(adminRecentLoad),
  recentRequests: z.array(adminRecentRequest),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

// ---------------------------------------------------------------- contacts

export const CONTACT_RELATIONS = ['requested your load', 'you requested their load'] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];

/** Someone the user exchanged a load request with, as of their latest exchange. */
export const contact = z.object({
  userId: z.number().int(),
  /** First and last name. */
  name: z.string(),
  companyName: z.string(),
  userType: z.enum(USER_TYPES),
  /** The latest request between the two, or its decision when decided. */
  lastInteractionAt: timestamp,
  /** Which way that latest request went. */
  relation: z.enum(CONTACT_RELATIONS),
});
export type Contact = z.infer<typeof contact>;

/** GET /api/contacts: the most recent counterparties first. */
export const contactsAnswer = z.object({ contacts: z.array(contact) });
export type ContactsAnswer = z.infer<typeof contactsAnswer>;
