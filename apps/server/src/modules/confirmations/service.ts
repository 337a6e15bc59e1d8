import {
  type Language,
  LOAD_MESSAGES,
  type LoadStatus,
  type LoadType,
  rateConfirmationReference,
  type Timezone,
} from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { type Actor, isAdmin } from '../loads/index.ts';
import { localeOf } from '../settings/index.ts';
import { findDeal } from './queries.ts';

/** The statuses of a post that carries a deal: taken by a carrier, and then delivered. */
const DEAL_STATUSES: readonly LoadStatus[] = ['ASSIGNED', 'COMPLETED'];

export interface Party {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  dotNumber: string | null;
}

/** What a rate confirmation says, and in which language and zone it says it. */
export interface RateConfirmation {
  reference: string;
  language: Language;
  zone: { timezone: Timezone; timeZone: string };
  agreedAt: Date;
  /** How the deal was made, when not by the owner accepting a proposed rate. */
  madeBy: 'BOOK_NOW' | 'COUNTER' | null;
  loadType: LoadType;
  jobNumber: string | null;
  /** The party that posted the load, and the one whose request took it. */
  poster: Party;
  taker: Party;
  origin: { location: string; zip: string };
  destination: { location: string; zip: string };
  pickupDate: string;
  deliveryDate: string;
  weight: number | null;
  cubicFeet: number | null;
  equipment: string | null;
  truckType: string | null;
  /** Road miles, or the straight-line miles while the road network has not given them. */
  miles: { by: 'ROAD' | 'STRAIGHT_LINE'; value: number };
  agreedRate: number;
  /** Null on a trip of no miles (both ends on one ZIP). */
  ratePerMile: number | null;
}

/** A post id from a URL: anything but a positive integer names no rate confirmation (404). */
export function parseConfirmationLoadId(raw: string): number {
  return rowIdFromUrl(raw, LOAD_MESSAGES.rateConfirmationNotFound);
}

/**
 * The rate confirmation of the deal on post `loadId`, for `reader`: the post's owner, its assigned
 * carrier or a SUPER_ADMIN (deal privacy). A post without a deal (not ASSIGNED or COMPLETED, no
 * carrier or agreed rate, no accepted request) and anyone else get the same 404 as an unknown
 * id, so the answer never tells that a deal exists.
 */
export async function getRateConfirmation(db: Db, reader: Actor, loadId: number): Promise<RateConfirmation> {
  const row = await findDeal(db, loadId, { id: reader.id, isAdmin: isAdmin(reader) });
  const none = () => notFound(LOAD_MESSAGES.rateConfirmationNotFound);
  if (!row?.seen || !DEAL_STATUSES.includes(row.load.status)) throw none();
  const { load, owner, carrier, request } = row;
  const { agreedRate, assignedAt } = load;
  if (agreedRate === null || assignedAt === null) throw none();

  const miles =
    load.roadMiles === null
      ? { by: 'STRAIGHT_LINE' as const, value: load.distanceMiles }
      : { by: 'ROAD' as const, value: load.roadMiles };
  const locale = localeOf(row.language, row.timezone);
  return {
    reference: rateConfirmationReference(load.id, request.id),
    language: locale.language,
    zone: locale,
    agreedAt: assignedAt,
    madeBy: request.booked ? 'BOOK_NOW' : request.counterRate === null ? null : 'COUNTER',
    loadType: load.loadType,
    jobNumber: load.jobNumber,
    poster: owner,
    taker: carrier,
    origin: { location: load.originLocation, zip: load.originZip },
    destination: { location: load.destinationLocation, zip: load.destinationZip },
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    weight: load.weight,
    cubicFeet: load.cubicFeet,
    equipment: load.equipment,
    truckType: load.truckType,
    miles,
    agreedRate,
    ratePerMile: miles.value > 0 ? agreedRate / miles.value : null,
  };
}
