import { z } from 'zod';
import { zipCode } from './geo.ts';
import { PAGE_SIZE } from './limits.ts';

export const LOAD_TYPES = ['RFP', 'RFD', 'TRUCK'] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

export const LOAD_STATUSES = ['ACTIVE', 'ASSIGNED', 'COMPLETED', 'CANCELLED'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

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

export const LOAD_TYPE_LABELS: Record<LoadType, string> = {
  RFP: 'Ready for Pickup',
  RFD: 'Ready for Delivery',
  TRUCK: 'Open Truck',
};

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
  housekeepingDone: 'Loads updated successfully',
  searchEmpty: 'Your search turned up 0 results.',
  invalidZip: 'Invalid ZIP code',
  unableToFetchLocation: 'Unable to fetch location',
  defaultRequestMessage: "I'm interested in this load.",
  // server rules (decisions.md, Who may do what)
  notFound: 'Load not found',
  editOnlyActive: 'Only active loads can be edited',
  requestOwnLoad: 'You cannot request your own post',
  requestNotActive: 'This load is no longer available to request',
  requestDuplicate: 'You already have a pending request on this load',
  requestTypeNotAllowed: 'Your account type cannot request this kind of post',
  notYourLoad: 'You can only manage your own loads',
} as const;

/** Money in dollars with at most two decimals; '' from a form means "not given". */
const money = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(100_000_000, `${label} is too large`)
      // Cents, not fractions of them (a small tolerance absorbs binary floating point).
      .refine(
        (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        `${label} must have at most 2 decimal places`,
      ),
  );
const requiredMoney = (label: string) =>
  z
    .preprocess((value) => (value === '' || value === null ? undefined : value), money(label))
    .refine((value) => value !== undefined, `${label} is required`);
const optionalText = (label: string, max = 500) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );
const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date`);

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
  mobilePhone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().regex(MOBILE_PHONE_PATTERN, 'Mobile phone must look like 123-456-7890').optional(),
  ),
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
    availableDate: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      isoDate('Available date').optional(),
    ),
    availableTime: optionalText('Available time', 20),
    truckType: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(TRUCK_TYPES, { error: 'Truck type must be one of the listed types' }).optional(),
    ),
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
        email: z.preprocess(
          (value) => (value === '' || value === null ? undefined : value),
          z.email('Driver email must be a valid email address').optional(),
        ),
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

export const loadRequestBody = z.object({
  proposedRate: requiredMoney('Proposed rate'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(1000, 'Message must be at most 1000 characters'),
});

export const loadStatusBody = z.object({
  status: z.enum(LOAD_STATUSES, { error: 'Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED' }),
});

export const loadListQuery = z.object({
  origin: optionalText('Origin', 100),
  destination: optionalText('Destination', 100),
  startDate: z.preprocess((v) => (v === '' ? undefined : v), isoDate('Start date').optional()),
  endDate: z.preprocess((v) => (v === '' ? undefined : v), isoDate('End date').optional()),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more')
    .max(100, 'Limit must be at most 100')
    .default(PAGE_SIZE),
});
