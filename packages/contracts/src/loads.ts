import { z } from 'zod';
import { pagedAnswer, pageQuery } from './api.ts';
import {
  isoDate,
  money,
  optional,
  optionalPrice,
  optionalText,
  requiredMoney,
  requiredText,
} from './fields.ts';
import { zipCode } from './geo.ts';

export const LOAD_TYPES = ['RFP', 'RFD', 'TRUCK'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

export const LOAD_STATUSES = ['ACTIVE', 'ASSIGNED', 'COMPLETED', 'CANCELLED'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** Spec 9, truck type options. */
export const TRUCK_TYPES = [
  'flatbed',
  'dryvan',
  'reefer',
  'stepdeck',
  'lowboy',
  'hotshot',
  '26foot box truck',
  '53foot tractor trailer',
] as const;

export const LOAD_MESSAGES = {
  created: 'Post created successfully!',
  createFailed: 'Failed to create post',
  createNetwork: 'Unable to connect to the server. Please check if the server is running.',
  fetchFailed: 'Failed to fetch loads',
  updated: 'Load updated successfully',
  updateFailed: 'Failed to update load',
  statusUpdated: 'Load status updated successfully',
  statusUpdateFailed: 'Failed to update load status',
  requested: 'Load requested successfully',
  requestFailed: 'Failed to request load',
  imported: 'Loads imported successfully',
  importFailed: 'Failed to import loads',
  selectFile: 'Please select a file to import',
  sampleFailed: 'Failed to download sample file',
  analyticsFailed: 'Failed to load analytics',
  searchFailed: 'Failed to search loads',
  nearestListed: 'Only the 1,000 nearest posts are listed: zoom in or narrow the search',
  housekeepingDone: 'Loads updated successfully',
  searchEmpty: 'Your search turned up 0 results.',
  invalidZip: 'Invalid ZIP code',
  unableToFetchLocation: 'Unable to fetch location',
  // Search Loads map (spec 8)
  mapFailed: 'Failed to initialize map',
  geolocationFailed: 'Unable to get your location. Please check your settings.',
  defaultRequestMessage: "I'm interested in this load.",
  // server rules (decisions.md, Who may do what)
  notFound: 'Load not found',
  editOnlyActive: 'Only active loads can be edited',
  requestOwnLoad: 'You cannot request your own post',
  requestNotActive: 'This load is no longer available to request',
  requestDuplicate: 'You already have a pending request on this load',
  requestTypeNotAllowed: 'Your account type cannot request this kind of post',
  notYourLoad: 'You can only manage your own loads',
  deleted: 'Load deleted successfully',
  deleteAssigned: 'Loads with an assigned carrier cannot be deleted; cancel it instead',
  duplicate: 'You already posted this load',
  // the owner's side of requests (spec 2 View Requests, spec 4 request states)
  fetchRequestsFailed: 'Failed to fetch requests',
  noRequests: 'No requests found.',
  requestAccepted: 'Request accepted successfully',
  requestRejected: 'Request rejected successfully',
  /** The response messages the spec's Accept and Reject buttons send, also the server's defaults. */
  acceptResponse: "Great! Let's proceed with this load.",
  rejectResponse: 'Sorry, we cannot proceed with this request.',
  requestNotFound: 'Request not found',
  requestAlreadyAccepted: 'This request has already been accepted',
  requestAlreadyRejected: 'This request has already been rejected',
  loadNoLongerAvailable: 'This load is no longer available',
  // Book Now, counter-offers and withdrawals
  booked: 'Load booked',
  bookNoRate: 'This load has no Book Now rate',
  bookTaken: 'This load was just booked by someone else',
  bookOwnLoad: 'You cannot book your own post',
  countered: 'Counter-offer sent',
  counterNotOpen: 'Only a pending or countered request can be countered',
  counterLimit: 'A request can be countered at most 5 times',
  counterAccepted: 'Counter-offer accepted',
  counterDeclined: 'Counter-offer declined',
  requestWithdrawn: 'Request withdrawn',
  requestNotOpen: 'This request is no longer open',
  requestAlreadyWithdrawn: 'This request has been withdrawn',
  notYourRequest: 'You can only answer your own requests',
  noCounterToAnswer: 'There is no counter-offer to answer on this request',
  counterAwaitsAnswer: 'The requester must answer the counter-offer first',
  rateConfirmationNotFound: 'Rate confirmation not found',
  // Refresh: an owner says their post is still meant
  refreshed: 'Post refreshed',
  refreshFailed: 'Failed to refresh post',
  refreshOnlyActive: 'Only active posts can be refreshed',
} as const;

export const MOBILE_PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/** Fields every post shares (spec 3, Load creation). Locations come from the ZIP database. */
const commonFields = {
  jobNumber: optionalText('Job number', 60),
  pickupZip: zipCode.describe('Pickup ZIP'),
  deliveryZip: zipCode.describe('Delivery ZIP'),
  pickupDate: isoDate('Pickup date'),
  deliveryDate: isoDate('Delivery date'),
  balance: requiredMoney('Balance'),
  cubicFeet: money('Cubic feet').optional(),
  weight: money('Weight').optional(),
  equipment: optionalText('Equipment', 120),
  notes: optionalText('Notes', 2000),
  commodityType: optionalText('Commodity type', 120),
  contactInfo: optionalText('Contact info', 300),
  mobilePhone: optional(z.string().regex(MOBILE_PHONE_PATTERN, 'Mobile phone must look like 123-456-7890')),
  /** The price at which the first carrier allowed to request the post takes it at once. */
  bookNowRate: optionalPrice('Book Now rate'),
};

const datesInOrder = (body: { pickupDate: string; deliveryDate: string }) =>
  body.deliveryDate >= body.pickupDate;
const datesInOrderIssue = {
  message: 'Delivery date cannot be before the pickup date',
  path: ['deliveryDate'],
};

export const freightPostBody = z
  .object({ ...commonFields, rate: requiredMoney('Rate') })
  .refine(datesInOrder, datesInOrderIssue);

export const truckPostBody = z
  .object({
    ...commonFields,
    rate: money('Rate').optional(),
    availableDate: optional(isoDate('Available date')),
    availableTime: optionalText('Available time', 20),
    truckType: optional(z.enum(TRUCK_TYPES, { error: 'Truck type must be one of the listed types' })),
    dimensions: z
      .object({
        length: money('Length').optional(),
        width: money('Width').optional(),
        height: money('Height').optional(),
      })
      .optional(),
    preferredRoutes: optionalText('Preferred routes', 500),
    ratePerMile: requiredMoney('Rate per mile'),
    minimumRate: requiredMoney('Minimum rate'),
    equipmentDetails: z.object(
      {
        year: z.preprocess(
          (value) =>
            value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
          z
            .number({ error: 'Year is required' })
            .int('Year must be a whole number')
            .min(1950, 'Year must be 1950 or later')
            .max(2100, 'Year must be 2100 or earlier'),
        ),
        make: requiredText('Make', 60),
        model: requiredText('Model', 60),
      },
      { error: 'Year, make and model are required' },
    ),
    additionalEquipment: optionalText('Additional equipment', 500),
    driverInfo: z.object(
      {
        name: requiredText('Driver name', 120),
        phone: optionalText('Driver phone', 30),
        email: optional(z.email('Driver email must be a valid email address')),
        experience: requiredText('Driver experience', 120),
      },
      { error: 'Driver name and experience are required' },
    ),
    certifications: optionalText('Certifications', 500),
    additionalInfo: optionalText('Additional info', 2000),
  })
  .refine(datesInOrder, datesInOrderIssue);

/** The body of POST /api/loads: the form of the poster's type; an admin adds `postAs`. */
export const createLoadBody = z.looseObject({
  postAs: z.enum(LOAD_TYPES, { error: 'Post As must be RFP, RFD or TRUCK' }).optional(),
});
export type FreightPostBody = z.input<typeof freightPostBody>;
export type TruckPostBody = z.input<typeof truckPostBody>;

export const loadStatusBody = z.object({
  status: z.enum(LOAD_STATUSES, { error: 'Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED' }),
});

export const loadListQuery = pageQuery.extend({
  origin: optionalText('Origin', 100),
  destination: optionalText('Destination', 100),
  startDate: z.preprocess((v) => (v === '' ? undefined : v), isoDate('Start date').optional()),
  endDate: z.preprocess((v) => (v === '' ? undefined : v), isoDate('End date').optional()),
});

const statusFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(LOAD_STATUSES, { error: 'Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED' }).optional(),
);
const typeFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(LOAD_TYPES, { error: 'Type must be RFP, RFD or TRUCK' }).optional(),
);

/** GET /api/loads/view-loads: the caller's own posts (an admin's too). */
export const viewLoadsQuery = loadListQuery.extend({ status: statusFilter });

/**
 * The board's orders, as members ask for them: soonest pickup (the default), newest (posted or
 * refreshed), highest rate, highest rate per road mile, shortest road miles. Stale posts come after
 * the fresh ones in each; a post without the figure sorted on comes last.
 */
export const BOARD_SORTS = ['pickupDate', 'newest', 'rate', 'ratePerRoadMile', 'roadMiles'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** GET /api/loads/all-loads and /api/loads/analytics: the posts on the board. */
export const allLoadsQuery = loadListQuery.extend({
  type: typeFilter,
  status: statusFilter,
  sort: z
    .enum(BOARD_SORTS, { error: 'Sort must be pickupDate, newest, rate, ratePerRoadMile or roadMiles' })
    .default('pickupDate'),
});

/** GET /api/loads: every filter of the two lists, plus `mine`. */
export const loadsQuery = loadListQuery.extend({
  type: typeFilter,
  status: statusFilter,
  mine: z.enum(['true', 'false']).optional(),
});

/** A post as every list, detail and search answer shows it (spec 3, "Load as listed"). */
export const loadView = z.object({
  id: z.number().int(),
  jobNumber: z.string().nullable(),
  type: z.enum(LOAD_TYPES),
  loadType: z.enum(LOAD_TYPES),
  status: z.enum(LOAD_STATUSES),
  originZip: z.string(),
  originLocation: z.string(),
  destinationZip: z.string(),
  destinationLocation: z.string(),
  /** Aliases the dashboards and search read (spec 3). */
  origin: z.string(),
  destination: z.string(),
  pickupLocation: z.string(),
  deliveryLocation: z.string(),
  /** For trucks: where the truck is. */
  locationZip: z.string().nullable(),
  locationLocation: z.string().nullable(),
  originLat: z.number(),
  originLng: z.number(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  pickupDate: z.string(),
  deliveryDate: z.string(),
  availableDate: z.string().nullable(),
  balance: z.number(),
  rate: z.number().nullable(),
  /** A truck's asking rate per mile; for freight, rate / trip miles. */
  ratePerMile: z.number().nullable(),
  minimumRate: z.number().nullable(),
  /** The price anyone allowed to request the post may take it at, at once (Book Now). */
  bookNowRate: z.number().nullable(),
  cubicFeet: z.number().nullable(),
  weight: z.number().nullable(),
  equipmentType: z.string().nullable(),
  truckType: z.string().nullable(),
  /** Straight-line trip miles between the pickup and delivery ZIPs. */
  distanceMiles: z.number(),
  /** Driving miles by the built-in road network (null for an older post not yet worked out). */
  roadMiles: z.number().nullable(),
  /** The rate over the road miles: what a carrier compares. */
  ratePerRoadMile: z.number().nullable(),
  notes: z.string().nullable(),
  commodityType: z.string().nullable(),
  contactInfo: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  truckDetails: z.record(z.string(), z.unknown()).nullable(),
  contact: z.object({ company: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
  }),
  /**
   * The deal (decisions.md, Loads: deal privacy): null for anyone but the post's owner, its assigned
   * carrier and a SUPER_ADMIN, who see the request counts and, once assigned, the carrier and the rate.
   */
  requestsCount: z.number().int().nullable(),
  pendingRequests: z.number().int().nullable(),
  agreedRate: z.number().nullable(),
  assignedCarrierId: z.number().int().nullable(),
  /**
   * Off the board while the admin reviews its reports (decisions.md, Duplicates and reports): shown
   * to the same readers as the deal, null for anyone else.
   */
  underReview: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When its owner last said the post is still meant (Refresh); its age counts from here, else createdAt. */
  refreshedAt: z.string().nullable(),
  /** Neither posted nor refreshed for STALE_AFTER_DAYS: marked, and listed after the fresh posts. */
  stale: z.boolean(),
});
export type LoadView = z.infer<typeof loadView>;

export const loadAnalytics = z.object({
  totalLoads: z.number().int(),
  activeLoads: z.number().int(),
  totalBalance: z.number(),
  averageBalance: z.number(),
});
export type LoadAnalytics = z.infer<typeof loadAnalytics>;

/** `/api/loads/:id`: a post's id. Anything but a positive integer is a load that does not exist (404). */
export const loadIdParams = z.object({
  id: z.string().describe('The id of the post (a positive integer)'),
});

/**
 * The body of PUT /api/loads/:id: the whole form of the post's own type (the fields of
 * `freightPostBody` for RFP and RFD, of `truckPostBody` for TRUCK). A post never changes type.
 */
export const updateLoadBody = z
  .looseObject({})
  .describe('The full form of the post type: freight (RFP, RFD) or truck fields');

/** The answer of every paged list of posts (view-loads, all-loads, GET /loads). */
export const loadListAnswer = pagedAnswer('loads', loadView);
export type LoadListAnswer = z.infer<typeof loadListAnswer>;

/** GET /api/loads/analytics: the board's filters, all statuses counted. */
export const loadAnalyticsQuery = allLoadsQuery.omit({ status: true, sort: true, page: true, limit: true });

/** GET /api/loads/update-loads: what housekeeping changed. */
export const loadHousekeepingResult = z.object({
  /** ACTIVE posts whose pickup date passed more than a day ago, now CANCELLED. */
  expired: z.number().int(),
  /** Posts whose stored locations, coordinates or road miles were refreshed or filled in. */
  coordinatesFilled: z.number().int(),
});
export type LoadHousekeepingResult = z.infer<typeof loadHousekeepingResult>;
