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
import { builtinRoadMiles, distanceMiles, lookupZip, type RoadMiles, roundMiles } from '../geo/index.ts';

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

/** A ZIP as the ZIP database knows it. */
type Place = NonNullable<ReturnType<typeof lookupZip>>;

/**
 * How each field of a form is written: the columns it gives, a truck's extra fields as keys of one
 * document (`truckDetails`). A record of every key of the form's contract, so a field the contract
 * gains does not compile until it is written here (docs/adding-a-post-field.md).
 */
type FieldWriters<Post> = {
  [K in keyof Post]-?: (post: Post, places: { pickup: Place; delivery: Place }) => Partial<LoadColumns>;
};

/** The fields both forms have: every key of the freight form but its required rate. */
type CommonPost = Omit<FreightPost, 'rate'>;

// The form's own location text is not trusted: a place is what the ZIP database says of its ZIP.
const COMMON_FIELDS: FieldWriters<CommonPost> = {
  jobNumber: (post) => ({ jobNumber: post.jobNumber ?? null }),
  pickupZip: (_post, { pickup }) => ({
    originZip: pickup.zip,
    originLocation: pickup.location,
    originLat: pickup.latitude,
    originLng: pickup.longitude,
  }),
  deliveryZip: (_post, { delivery }) => ({
    destinationZip: delivery.zip,
    destinationLocation: delivery.location,
    destinationLat: delivery.latitude,
    destinationLng: delivery.longitude,
  }),
  pickupDate: (post) => ({ pickupDate: post.pickupDate }),
  deliveryDate: (post) => ({ deliveryDate: post.deliveryDate }),
  balance: (post) => ({ balance: post.balance }),
  cubicFeet: (post) => ({ cubicFeet: post.cubicFeet ?? null }),
  weight: (post) => ({ weight: post.weight ?? null }),
  equipment: (post) => ({ equipment: post.equipment ?? null }),
  notes: (post) => ({ notes: post.notes ?? null }),
  commodityType: (post) => ({ commodityType: post.commodityType ?? null }),
  contactInfo: (post) => ({ contactInfo: post.contactInfo ?? null }),
  mobilePhone: (post) => ({ mobilePhone: post.mobilePhone ?? null }),
  bookNowRate: (post) => ({ bookNowRate: post.bookNowRate ?? null }),
};

const FREIGHT_FIELDS: FieldWriters<FreightPost> = {
  ...COMMON_FIELDS,
  rate: (post) => ({ rate: post.rate }),
};

/** A truck's field kept in its details document, null when not given. */
const detail =
  (key: keyof TruckPost) =>
  (post: TruckPost): Partial<LoadColumns> => ({ truckDetails: { [key]: post[key] ?? null } });

const TRUCK_FIELDS: FieldWriters<TruckPost> = {
  ...COMMON_FIELDS,
  rate: (post) => ({ rate: post.rate ?? null }),
  availableDate: (post) => ({ availableDate: post.availableDate ?? null }),
  truckType: (post) => ({ truckType: post.truckType ?? null }),
  ratePerMile: (post) => ({ ratePerMile: post.ratePerMile }),
  minimumRate: (post) => ({ minimumRate: post.minimumRate }),
  availableTime: detail('availableTime'),
  dimensions: detail('dimensions'),
  preferredRoutes: detail('preferredRoutes'),
  equipmentDetails: detail('equipmentDetails'),
  additionalEquipment: detail('additionalEquipment'),
  driverInfo: detail('driverInfo'),
  certifications: detail('certifications'),
  additionalInfo: detail('additionalInfo'),
};

/** The columns each field of `post` writes, together; the details document gathers its keys in order. */
function written<Post>(fields: FieldWriters<Post>, post: Post, places: { pickup: Place; delivery: Place }) {
  const columns: Partial<LoadColumns> = {};
  for (const write of Object.values<FieldWriters<Post>[keyof Post]>(fields)) {
    const { truckDetails, ...own } = write(post, places);
    Object.assign(columns, own);
    if (truckDetails) columns.truckDetails = { ...columns.truckDetails, ...truckDetails };
  }
  return columns;
}

/** What a freight post leaves empty of a truck's columns. */
const NO_TRUCK = {
  availableDate: null,
  truckType: null,
  ratePerMile: null,
  minimumRate: null,
  truckDetails: null,
};

/**
 * The columns a validated post becomes: each field as its form's writers say, locations and
 * coordinates from the ZIP database, and the trip's distance. Unknown ZIPs are a 422 'Invalid ZIP
 * code: …'. A batch of posts passes its own `roadMiles` to route each lane once.
 */
export function toLoadColumns(
  type: LoadType,
  post: PostInput,
  roadMiles: RoadMiles = builtinRoadMiles,
): LoadColumns {
  const pickup = lookupZip(post.pickupZip);
  const delivery = lookupZip(post.deliveryZip);
  if (!pickup || !delivery) {
    const fields: Record<string, string> = {};
    if (!pickup) fields.pickupZip = `Invalid ZIP code: ${post.pickupZip}`;
    if (!delivery) fields.deliveryZip = `Invalid ZIP code: ${post.deliveryZip}`;
    throw validationFailed(Object.values(fields), fields);
  }
  const places = { pickup, delivery };
  const columns =
    type === 'TRUCK' && 'ratePerMile' in post
      ? written(TRUCK_FIELDS, post, places)
      : { ...NO_TRUCK, ...written(FREIGHT_FIELDS, post as FreightPost, places) };
  return {
    ...(columns as LoadColumns),
    distanceMiles: roundMiles(distanceMiles(pickup, delivery)),
    roadMiles: roadMiles(pickup.zip, delivery.zip),
    updatedAt: new Date(),
  };
}
