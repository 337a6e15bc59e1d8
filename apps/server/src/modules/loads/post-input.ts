import {
  type freightPostBody,
  type LoadType,
  POST_TYPE_BY_USER_TYPE,
  postSchemaFor,
  type truckPostBody,
  type UserType,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { loads } from '../../db/schema/index.ts';
import { forbidden, invalidField, invalidInput, validationFailed } from '../../lib/app-error.ts';
import { builtinRoadMiles, distanceMiles, lookupZip, roundMiles } from '../geo/index.ts';

/** The type of a new post: the poster's own; a SUPER_ADMIN must choose one with `postAs`. */
export function postTypeFor(userType: UserType, postAs: LoadType | undefined): LoadType {
  if (userType === 'SUPER_ADMIN') {
    if (!postAs) throw invalidField('postAs', 'Post As is required: choose RFP, RFD or TRUCK');
    return postAs;
  }
  const own = POST_TYPE_BY_USER_TYPE[userType];
  if (postAs && postAs !== own) throw forbidden(`Your account posts ${own} only`);
  return own;
}

export type FreightPost = z.output<typeof freightPostBody>;
export type TruckPost = z.output<typeof truckPostBody>;
export type PostInput = FreightPost | TruckPost;

/** Validates a post body against its type's form rules; 422 with one sentence per problem. */
export function parsePost(type: LoadType, body: unknown): PostInput {
  const parsed = postSchemaFor(type).safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

type LoadColumns = Omit<typeof loads.$inferInsert, 'id' | 'ownerId' | 'loadType' | 'createdAt'>;

/**
 * The columns a validated post becomes: locations and coordinates from the ZIP database (the form's
 * own location text is not trusted), the trip distance, and a truck's extra form fields as one
 * document. Unknown ZIPs are a 422 'Invalid ZIP code: …'.
 */
export function toLoadColumns(type: LoadType, post: PostInput): LoadColumns {
  const pickup = lookupZip(post.pickupZip);
  const delivery = lookupZip(post.deliveryZip);
  if (!pickup || !delivery) {
    const fields: Record<string, string> = {};
    if (!pickup) fields.pickupZip = `Invalid ZIP code: ${post.pickupZip}`;
    if (!delivery) fields.deliveryZip = `Invalid ZIP code: ${post.deliveryZip}`;
    throw validationFailed(Object.values(fields), fields);
  }

  const common = {
    jobNumber: post.jobNumber ?? null,
    originZip: pickup.zip,
    originLocation: pickup.location,
    originLat: pickup.latitude,
    originLng: pickup.longitude,
    destinationZip: delivery.zip,
    destinationLocation: delivery.location,
    destinationLat: delivery.latitude,
    destinationLng: delivery.longitude,
    distanceMiles: roundMiles(distanceMiles(pickup, delivery)),
    roadMiles: builtinRoadMiles(pickup.zip, delivery.zip),
    pickupDate: post.pickupDate,
    deliveryDate: post.deliveryDate,
    balance: post.balance,
    rate: post.rate ?? null,
    cubicFeet: post.cubicFeet ?? null,
    weight: post.weight ?? null,
    equipment: post.equipment ?? null,
    notes: post.notes ?? null,
    commodityType: post.commodityType ?? null,
    contactInfo: post.contactInfo ?? null,
    mobilePhone: post.mobilePhone ?? null,
    updatedAt: new Date(),
  };
  if (type !== 'TRUCK' || !('ratePerMile' in post)) {
    return {
      ...common,
      availableDate: null,
      truckType: null,
      ratePerMile: null,
      minimumRate: null,
      truckDetails: null,
    };
  }
  return {
    ...common,
    availableDate: post.availableDate ?? null,
    truckType: post.truckType ?? null,
    ratePerMile: post.ratePerMile,
    minimumRate: post.minimumRate,
    truckDetails: {
      availableTime: post.availableTime ?? null,
      dimensions: post.dimensions ?? null,
      preferredRoutes: post.preferredRoutes ?? null,
      equipmentDetails: post.equipmentDetails,
      additionalEquipment: post.additionalEquipment ?? null,
      driverInfo: post.driverInfo,
      certifications: post.certifications ?? null,
      additionalInfo: post.additionalInfo ?? null,
    },
  };
}
