import { zodResolver } from '@hookform/resolvers/zod';
import {
  type freightPostBody,
  LOAD_MESSAGES,
  type LoadType,
  type LoadView,
  postSchemaFor,
  type truckPostBody,
} from '@loadboard/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The load forms' values (what the inputs hold: text) and how they become a request body. The
 * contract's schemas validate them (zodResolver), so the form says what the server would say.
 */

export interface FreightFormValues {
  jobNumber: string;
  pickupZip: string;
  pickupLocation: string;
  deliveryZip: string;
  deliveryLocation: string;
  pickupDate: string;
  deliveryDate: string;
  balance: string;
  rate: string;
  cubicFeet: string;
  weight: string;
  /** "Required Equipment" on the RFP form (spec 3: sent as `equipment`). */
  equipment: string;
  commodityType: string;
  notes: string;
  contactInfo: string;
  mobilePhone: string;
  /** The price the post may be booked at, at once (optional). */
  bookNowRate: string;
}

export interface TruckFormValues extends FreightFormValues {
  availableDate: string;
  availableTime: string;
  truckType: string;
  dimensions: { length: string; width: string; height: string };
  preferredRoutes: string;
  ratePerMile: string;
  minimumRate: string;
  equipmentDetails: { year: string; make: string; model: string };
  additionalEquipment: string;
  driverInfo: { name: string; phone: string; email: string; experience: string };
  certifications: string;
  additionalInfo: string;
}

export type ZipField = 'pickupZip' | 'deliveryZip';

/** What the resolver reads besides the values: ZIPs whose lookup said 'Invalid ZIP code'. */
export interface PostFormContext {
  invalidZips: readonly ZipField[];
}

/** The parsed (output) type of a contracts schema, without importing zod here. */
type Parsed<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;

/** A validated post: the contract's output, plus the two locations the form filled in. */
export type PostBody = (Parsed<typeof freightPostBody> | Parsed<typeof truckPostBody>) & {
  pickupLocation: string;
  deliveryLocation: string;
};

export const EMPTY_FREIGHT_VALUES: FreightFormValues = {
  jobNumber: '',
  pickupZip: '',
  pickupLocation: '',
  deliveryZip: '',
  deliveryLocation: '',
  pickupDate: '',
  deliveryDate: '',
  balance: '',
  rate: '',
  cubicFeet: '',
  weight: '',
  equipment: '',
  commodityType: '',
  notes: '',
  contactInfo: '',
  mobilePhone: '',
  bookNowRate: '',
};

export const EMPTY_TRUCK_VALUES: TruckFormValues = {
  ...EMPTY_FREIGHT_VALUES,
  availableDate: '',
  availableTime: '',
  truckType: '',
  dimensions: { length: '', width: '', height: '' },
  preferredRoutes: '',
  ratePerMile: '',
  minimumRate: '',
  equipmentDetails: { year: '', make: '', model: '' },
  additionalEquipment: '',
  driverInfo: { name: '', phone: '', email: '', experience: '' },
  certifications: '',
  additionalInfo: '',
};

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : String(value);

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A listed post as the values of its edit form. */
export function freightValuesFrom(load: LoadView): FreightFormValues {
  return {
    jobNumber: text(load.jobNumber),
    pickupZip: text(load.originZip),
    pickupLocation: text(load.originLocation),
    deliveryZip: text(load.destinationZip),
    deliveryLocation: text(load.destinationLocation),
    pickupDate: text(load.pickupDate).slice(0, 10),
    deliveryDate: text(load.deliveryDate).slice(0, 10),
    balance: text(load.balance),
    rate: text(load.rate),
    cubicFeet: text(load.cubicFeet),
    weight: text(load.weight),
    equipment: text(load.equipmentType),
    commodityType: text(load.commodityType),
    notes: text(load.notes),
    contactInfo: text(load.contactInfo),
    mobilePhone: text(load.mobilePhone),
    bookNowRate: text(load.bookNowRate),
  };
}

export function truckValuesFrom(load: LoadView): TruckFormValues {
  const details = record(load.truckDetails);
  const dimensions = record(details.dimensions);
  const equipment = record(details.equipmentDetails);
  const driver = record(details.driverInfo);
  return {
    ...freightValuesFrom(load),
    availableDate: text(load.availableDate).slice(0, 10),
    availableTime: text(details.availableTime),
    truckType: text(load.truckType),
    dimensions: {
      length: text(dimensions.length),
      width: text(dimensions.width),
      height: text(dimensions.height),
    },
    preferredRoutes: text(details.preferredRoutes),
    ratePerMile: text(load.ratePerMile),
    minimumRate: text(load.minimumRate),
    equipmentDetails: {
      year: text(equipment.year),
      make: text(equipment.make),
      model: text(equipment.model),
    },
    additionalEquipment: text(details.additionalEquipment),
    driverInfo: {
      name: text(driver.name),
      phone: text(driver.phone),
      email: text(driver.email),
      experience: text(driver.experience),
    },
    certifications: text(details.certifications),
    additionalInfo: text(details.additionalInfo),
  };
}

/**
 * zodResolver over the type's contract schema, plus the ZIP lookups: a ZIP the lookup rejected is
 * 'Invalid ZIP code' even though it has five digits. The output keeps the filled-in locations.
 */
export function postResolver<V extends FreightFormValues>(
  type: LoadType,
): Resolver<V, PostFormContext, PostBody> {
  const base = zodResolver(postSchemaFor(type)) as unknown as Resolver<V, unknown, PostBody>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra: Record<string, { type: string; message: string }> = {};
    for (const field of context?.invalidZips ?? []) {
      if (!(result.errors as FieldErrors<FieldValues>)[field]) {
        extra[field] = { type: 'zip', message: LOAD_MESSAGES.invalidZip };
      }
    }
    if (Object.keys(extra).length > 0) {
      return { values: {}, errors: { ...result.errors, ...extra } as FieldErrors<V> };
    }
    if (Object.keys(result.errors).length > 0) return result;
    return {
      values: {
        ...(result.values as PostBody),
        pickupLocation: values.pickupLocation,
        deliveryLocation: values.deliveryLocation,
      },
      errors: {},
    };
  };
}
