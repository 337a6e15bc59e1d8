import type { LoadType, UserType } from '@loadboard/contracts';
import { distanceMiles, laneRoadMiles, lookupZip } from '../../modules/geo/index.ts';
import { parsePost, toLoadColumns } from '../../modules/loads/index.ts';
import {
  ACCEPTED_RESPONSE,
  DRIVER_NAMES,
  REJECTED_RESPONSE,
  REQUEST_MESSAGES,
  RFD_PROFILES,
  RFP_PROFILES,
  TRUCK_CAPACITY,
  TRUCK_MODELS,
} from './demo-freight.ts';
import type { DemoMarketplace, LoadInsert, SeedAccount, SeedRequest } from './demo-loads.ts';
import { DAY_MS, HOUR_MS, POSTER, REQUESTERS, seededRandom } from './demo-loads.ts';

/**
 * The demo's market history: deals made over the last months on chosen lanes, so that market rates
 * show where the demo looks (Post Loads on its headline lanes, the board's marks on the first page of
 * Avail. Loads, the Rates screen's chart, top lanes and map), and some lanes stay under the privacy
 * floor. Each deal is a post bought through the post form's rules, with its accepted request and
 * the other requests turned down; a deal still to be delivered is ASSIGNED, an older one COMPLETED.
 */

export interface MarketLane {
  type: LoadType;
  from: string;
  to: string;
  /** Deals spread evenly over the last `days` days. */
  deals: number;
  days: number;
  /** Every deal between one poster and one carrier: under the floor however many. */
  twoCompanies?: boolean;
}

/**
 * Lanes with figures: Chicago → Dallas busy enough for weekly medians, the others for the three post
 * types; then two under the floor (too few deals; too few companies).
 */
export const DEMO_MARKET_LANES: MarketLane[] = [
  { type: 'RFP', from: '60601', to: '75201', deals: 60, days: 88 },
  { type: 'RFP', from: '90012', to: '85004', deals: 24, days: 88 },
  { type: 'RFP', from: '30303', to: '33131', deals: 12, days: 60 },
  { type: 'RFD', from: '10001', to: '60601', deals: 14, days: 60 },
  { type: 'TRUCK', from: '30303', to: '10001', deals: 14, days: 60 },
  { type: 'RFP', from: '80202', to: '84101', deals: 4, days: 25 },
  { type: 'RFP', from: '98101', to: '97204', deals: 7, days: 25, twoCompanies: true },
];

/** Lanes of the board's first open posts get this many deals in the last four weeks: their marks show. */
const BOARD_LANE_DEALS = 6;
const BOARD_LANE_DAYS = 27;
/** How many of the soonest open posts (Avail. Loads' first page and a little more) get a lane. */
const BOARD_POSTS = 12;

/** The headline lanes and the lanes of the soonest ACTIVE posts of the marketplace, once each. */
export function demoMarketLanes(marketplace: DemoMarketplace): MarketLane[] {
  const lanes = new Map(DEMO_MARKET_LANES.map((lane) => [`${lane.type} ${lane.from} ${lane.to}`, lane]));
  const soonest = marketplace.loads
    .map((post, index) => ({ post, index }))
    .filter(({ post }) => post.status === 'ACTIVE')
    .sort((a, b) => a.post.pickupDate.localeCompare(b.post.pickupDate) || a.index - b.index)
    .slice(0, BOARD_POSTS);
  for (const { post } of soonest) {
    const key = `${post.loadType} ${post.originZip} ${post.destinationZip}`;
    if (!lanes.has(key))
      lanes.set(key, {
        type: post.loadType as LoadType,
        from: post.originZip,
        to: post.destinationZip,
        deals: BOARD_LANE_DEALS,
        days: BOARD_LANE_DAYS,
      });
  }
  return [...lanes.values()];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** The deals of `lanes`, from a seeded PRNG: the same history on every new demo database. */
export function buildMarketHistory(
  accounts: SeedAccount[],
  options: { now: Date; lanes: MarketLane[]; seed?: number },
): DemoMarketplace {
  const { now } = options;
  const random = seededRandom(options.seed ?? 0x5ca1ab1e);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);
  const roadMiles = laneRoadMiles().miles;
  const ofTypes = (types: UserType[]) => accounts.filter((account) => types.includes(account.userType));

  const loads: LoadInsert[] = [];
  const requests: SeedRequest[] = [];
  for (const lane of options.lanes) {
    const origin = lookupZip(lane.from);
    const destination = lookupZip(lane.to);
    if (!origin || !destination) throw new Error(`market lane ${lane.from} → ${lane.to} has an unknown ZIP`);
    const miles = distanceMiles(origin, destination);
    const posters = ofTypes([POSTER[lane.type]]);
    const takers = ofTypes(REQUESTERS[lane.type]);
    const profile = pick(lane.type === 'RFD' ? RFD_PROFILES : RFP_PROFILES);
    // The lane's going rate per mile; each deal lands within about a tenth of it.
    const going = between(...profile.ratePerMile);
    const truck = pick(TRUCK_MODELS);
    const truckType = pick(truck.types);

    for (let n = 0; n < lane.deals; n++) {
      const poster = lane.twoCompanies ? (posters[0] as SeedAccount) : pick(posters);
      const taker = lane.twoCompanies ? (takers[0] as SeedAccount) : pick(takers);
      const acceptedAt = Math.min(
        now.getTime() - (n + between(0.2, 0.8)) * (lane.days / lane.deals) * DAY_MS,
        now.getTime() - HOUR_MS,
      );
      const createdAt = acceptedAt - between(3, 30) * HOUR_MS;
      const pickupDay = Date.parse(dayOf(acceptedAt)) + Math.ceil(between(0.5, 3)) * DAY_MS;
      const deliveryDay = pickupDay + Math.max(1, Math.ceil(miles / 550)) * DAY_MS;
      const delivered = deliveryDay < today;
      const perMile = going * between(0.9, 1.1);
      const common = {
        jobNumber: `${poster.username.slice(0, 3).toUpperCase()}-${30000 + loads.length}`,
        pickupZip: lane.from,
        deliveryZip: lane.to,
        pickupDate: dayOf(pickupDay),
        deliveryDate: dayOf(deliveryDay),
        contactInfo: `${poster.contactName}, dispatch`,
        mobilePhone: poster.phone,
      };
      let body: Record<string, unknown>;
      let agreedRate: number;
      if (lane.type === 'TRUCK') {
        const capacity = TRUCK_CAPACITY[truckType];
        const minimumRate = 400;
        agreedRate = roundTo(Math.max(minimumRate, perMile * miles), 5);
        body = {
          ...common,
          balance: 0,
          cubicFeet: capacity.cubicFeet,
          weight: capacity.weight,
          equipment: truckType,
          availableDate: common.pickupDate,
          availableTime: '08:00',
          truckType,
          ratePerMile: round2(perMile),
          minimumRate,
          equipmentDetails: { year: 2021, make: truck.make, model: truck.model },
          driverInfo: { name: pick(DRIVER_NAMES), phone: poster.phone, experience: '10 years' },
        };
      } else {
        const rate = Math.max(350, roundTo(perMile * miles, 5));
        agreedRate = roundTo(rate * between(0.94, 1.04), 5);
        body = {
          ...common,
          balance: lane.type === 'RFP' ? rate : roundTo(rate * 0.6, 10),
          rate,
          cubicFeet: profile.cubicFeet ? roundTo(between(...profile.cubicFeet), 10) : undefined,
          weight: roundTo(between(...profile.weight), 100),
          equipment: profile.equipment,
          commodityType: profile.commodity,
          notes: pick(profile.notes),
        };
      }

      const loadIndex = loads.length;
      loads.push({
        ...toLoadColumns(lane.type, parsePost(lane.type, body), roadMiles),
        ownerId: poster.id,
        loadType: lane.type,
        status: delivered ? 'COMPLETED' : 'ASSIGNED',
        createdAt: new Date(createdAt),
        assignedCarrierId: taker.id,
        agreedRate,
        assignedAt: new Date(acceptedAt),
        completedAt: delivered ? new Date(deliveryDay + between(14, 22) * HOUR_MS) : null,
        updatedAt: new Date(delivered ? deliveryDay + 23 * HOUR_MS : acceptedAt),
      });
      const asked = (requesterId: number, proposedRate: number, accepted: boolean): SeedRequest => ({
        loadIndex,
        requesterId,
        proposedRate,
        message: pick(REQUEST_MESSAGES),
        status: accepted ? 'ACCEPTED' : 'REJECTED',
        responseMessage: accepted ? ACCEPTED_RESPONSE : REJECTED_RESPONSE,
        decidedAt: new Date(acceptedAt),
        createdAt: new Date(between(createdAt, acceptedAt)),
      });
      requests.push(asked(taker.id, agreedRate, true));
      // Now and then another carrier asked for more and was turned down.
      const other = takers.find((account) => account.id !== taker.id);
      if (other && !lane.twoCompanies && random() < 0.3)
        requests.push(asked(other.id, roundTo(agreedRate * 1.08, 5), false));
    }
  }
  return { loads, requests };
}
