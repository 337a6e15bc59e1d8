import {
  LOAD_MESSAGES,
  type LoadStatus,
  type LoadType,
  type RequestStatus,
  STALE_AFTER_DAYS,
  type UserType,
} from '@loadboard/contracts';
import { distanceMiles, lookupZip, type ZipInfo } from '../../modules/geo/index.ts';
import { parsePost, toLoadColumns } from '../../modules/loads/index.ts';
import type { loads } from '../schema/index.ts';
import {
  ACCEPTED_RESPONSE,
  COUNTER_MESSAGES,
  DEMO_ZIPS,
  DRIVER_NAMES,
  type FreightProfile,
  REJECTED_RESPONSE,
  REQUEST_MESSAGES,
  RFD_PROFILES,
  RFP_PROFILES,
  TRUCK_CAPACITY,
  TRUCK_CERTIFICATIONS,
  TRUCK_MODELS,
  TRUCK_NOTES,
} from './demo-freight.ts';

/** A seeded account as the load generator sees it. */
export interface SeedAccount {
  id: number;
  userType: UserType;
  username: string;
  contactName: string;
  phone: string;
  /** One of the four printed demo logins: they get a generous share of posts and requests. */
  isDemoLogin: boolean;
}

export type LoadInsert = typeof loads.$inferInsert;

export interface SeedRequest {
  /** Index into `loads` (ids are known only after the insert). */
  loadIndex: number;
  requesterId: number;
  proposedRate: number;
  message: string;
  status: RequestStatus;
  responseMessage: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  /** The owner's counter-offers, oldest first, and the latest one's rate. */
  counters?: { rate: number; message: string | null; at: string }[];
  counterRate?: number | null;
  /** Taken at the post's Book Now rate. */
  booked?: boolean;
}

export interface DemoMarketplace {
  loads: LoadInsert[];
  requests: SeedRequest[];
}

/** mulberry32: a small, fast, seeded PRNG, so every demo database holds the same marketplace. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Who posts each type, and who may request it (decisions.md, Who may do what). */
export const POSTER: Record<LoadType, UserType> = { RFP: 'BROKER', RFD: 'RFP_CARRIER', TRUCK: 'RFD_CARRIER' };
export const REQUESTERS: Record<LoadType, UserType[]> = {
  RFP: ['RFP_CARRIER', 'RFD_CARRIER'],
  RFD: ['RFD_CARRIER'],
  TRUCK: ['BROKER', 'RFP_CARRIER'],
};

const TYPE_WEIGHTS: [LoadType, number][] = [
  ['RFP', 45],
  ['RFD', 25],
  ['TRUCK', 30],
];
const STATUS_WEIGHTS: [LoadStatus, number][] = [
  ['ACTIVE', 55],
  ['ASSIGNED', 18],
  ['COMPLETED', 17],
  ['CANCELLED', 10],
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * The demo posts and their requests, built through the post form's own schema and `toLoadColumns`
 * (so every row obeys the form's rules) from a seeded PRNG: the same marketplace on every new demo
 * database, with dates relative to `now`.
 */
export function buildDemoMarketplace(
  accounts: SeedAccount[],
  options: {
    now?: Date;
    posts?: number;
    seed?: number;
    /** Where posts start and end (default DEMO_ZIPS); the benchmark passes thousands. */
    zips?: { zip: string; weight: number }[];
    /**
     * How many days back COMPLETED posts were picked up (10 by default): the benchmark's deals go
     * back months, as a board's market rates do.
     */
    completedDays?: number;
  } = {},
): DemoMarketplace {
  const now = options.now ?? new Date();
  const random = seededRandom(options.seed ?? 0x10adb0a2d);
  // Book Now prices and haggling draw from a stream of their own, so the rest of the board stays as it was.
  const dealRandom = seededRandom((options.seed ?? 0x10adb0a2d) ^ 0x5ca1ab1e);
  const dealBetween = (min: number, max: number) => min + dealRandom() * (max - min);
  const counterMessage = () => COUNTER_MESSAGES[Math.floor(dealRandom() * COUNTER_MESSAGES.length)] ?? null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const between = (min: number, max: number) => min + random() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const weighted = <T>(items: readonly [T, number][]): T => {
    let roll = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items.at(-1) as [T, number])[0];
  };
  const dayString = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
  const dayStart = (offset: number) => new Date(today + offset * DAY_MS);
  // Some requests still open were countered by the owner since, and a few withdrawn by the requester.
  const answerSome = (request: SeedRequest) => {
    const roll = dealRandom();
    const at = new Date(
      request.createdAt.getTime() + dealBetween(0.1, 0.9) * (now.getTime() - request.createdAt.getTime()),
    );
    if (roll < 0.2) {
      const rate = roundTo(request.proposedRate * dealBetween(1.03, 1.1), 5);
      request.status = 'COUNTERED';
      request.counters = [{ rate, message: counterMessage(), at: at.toISOString() }];
      request.counterRate = rate;
    } else if (roll < 0.28) {
      request.status = 'WITHDRAWN';
      request.decidedAt = at;
    }
  };

  // A weighted ZIP by binary search over the running total of weights (fast for thousands of ZIPs).
  const places: ZipInfo[] = [];
  const runningWeight: number[] = [];
  let totalWeight = 0;
  for (const { zip, weight } of options.zips ?? DEMO_ZIPS) {
    const info = lookupZip(zip);
    if (!info) throw new Error(`demo ZIP ${zip} is not in the ZIP database`);
    totalWeight += weight;
    places.push(info);
    runningWeight.push(totalWeight);
  }
  const place = (): ZipInfo => {
    const roll = random() * totalWeight;
    let low = 0;
    let high = runningWeight.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((runningWeight[middle] as number) > roll) high = middle;
      else low = middle + 1;
    }
    return places[low] as ZipInfo;
  };
  const lane = (minMiles: number, maxMiles: number) => {
    for (;;) {
      const origin = place();
      const destination = place();
      const miles = distanceMiles(origin, destination);
      if (miles >= minMiles && miles <= maxMiles) return { origin, destination, miles };
    }
  };

  const pools = new Map<string, { all: SeedAccount[]; demo: SeedAccount[] }>();
  const poolOf = (types: UserType[]) => {
    const key = types.join();
    let pool = pools.get(key);
    if (!pool) {
      const all = accounts.filter((account) => types.includes(account.userType));
      pool = { all, demo: all.filter((account) => account.isDemoLogin) };
      pools.set(key, pool);
    }
    return pool;
  };
  /** An account of one of `types`, other than `exclude`; a demo login a good part of the time. */
  const chooseAccount = (types: UserType[], exclude: Set<number>, demoShare: number) => {
    const pool = poolOf(types);
    if (pool.demo.length > 0 && random() < demoShare) {
      const demo = pick(pool.demo);
      if (!exclude.has(demo.id)) return demo;
    }
    for (let attempt = 0; attempt < 8 && pool.all.length > 0; attempt++) {
      const candidate = pick(pool.all);
      if (!exclude.has(candidate.id)) return candidate;
    }
    const rest = pool.all.filter((account) => !exclude.has(account.id));
    return rest.length > 0 ? pick(rest) : null;
  };

  const posts: LoadInsert[] = [];
  const requests: SeedRequest[] = [];

  for (let index = 0; index < (options.posts ?? 300); index++) {
    const type = weighted(TYPE_WEIGHTS);
    const status = weighted(STATUS_WEIGHTS);
    // The demo logins own about a third of their type's posts, so their screens are full.
    const owner = chooseAccount([POSTER[type]], new Set(), 0.34);
    if (!owner) throw new Error(`the demo seed needs a ${POSTER[type]} account`);

    const trip = type === 'RFD' ? lane(150, 2800) : lane(80, 2600);
    const transitDays = Math.max(1, Math.ceil(trip.miles / 550));

    // Dates by status: open posts ahead, finished ones behind; pickups from 10 days ago (completed
    // ones: `completedDays`) to 30 ahead.
    let pickup: number;
    let delivery: number;
    if (status === 'ACTIVE') {
      pickup = int(0, 30);
      delivery = pickup + transitDays + int(0, 1);
    } else if (status === 'ASSIGNED') {
      pickup = int(-5, 14);
      delivery = pickup + transitDays + int(0, 1);
    } else if (status === 'COMPLETED') {
      pickup = int(-(options.completedDays ?? 10), -3);
      delivery = Math.min(pickup + transitDays, -1);
    } else {
      pickup = int(-10, 30);
      delivery = pickup + transitDays;
    }
    const createdAt = new Date(
      Math.min(
        dayStart(pickup).getTime() - between(0.5, 6) * DAY_MS,
        now.getTime() - between(2, 72) * HOUR_MS,
      ),
    );

    const jobNumber = `${owner.username.slice(0, 3).toUpperCase()}-${24000 + index}`;
    const common = {
      jobNumber,
      pickupZip: trip.origin.zip,
      deliveryZip: trip.destination.zip,
      pickupDate: dayString(pickup),
      deliveryDate: dayString(delivery),
      contactInfo: `${owner.contactName}, dispatch`,
      mobilePhone: owner.phone,
    };

    let body: Record<string, unknown>;
    let askingRate: number;
    if (type === 'TRUCK') {
      const truck = pick(TRUCK_MODELS);
      const truckType = pick(truck.types);
      const capacity = TRUCK_CAPACITY[truckType];
      const ratePerMile = round2(between(1.6, 3.2));
      const minimumRate = roundTo(between(250, 900), 25);
      askingRate = Math.max(minimumRate, ratePerMile * trip.miles);
      body = {
        ...common,
        balance: 0,
        cubicFeet: roundTo(capacity.cubicFeet * between(0.35, 1), 10),
        weight: roundTo(capacity.weight * between(0.4, 1), 100),
        equipment: truckType,
        notes: pick(TRUCK_NOTES),
        availableDate: dayString(pickup),
        availableTime: `${String(int(5, 14)).padStart(2, '0')}:00`,
        truckType,
        preferredRoutes: `${trip.origin.location} to ${trip.destination.location} and back`,
        ratePerMile,
        minimumRate,
        equipmentDetails: { year: int(2014, 2024), make: truck.make, model: truck.model },
        driverInfo: {
          name: pick(DRIVER_NAMES),
          phone: owner.phone,
          experience: `${int(2, 25)} years`,
        },
        certifications: random() < 0.4 ? pick(TRUCK_CERTIFICATIONS) : undefined,
      };
    } else {
      const profile: FreightProfile = pick(type === 'RFP' ? RFP_PROFILES : RFD_PROFILES);
      const rate = Math.max(350, roundTo(trip.miles * between(...profile.ratePerMile), 5));
      askingRate = rate;
      body = {
        ...common,
        // A broker's balance is what it pays the carrier; a mover's, what it collects on delivery.
        balance: type === 'RFP' ? rate : roundTo(rate * between(0.4, 0.8), 10),
        rate,
        cubicFeet: profile.cubicFeet ? roundTo(between(...profile.cubicFeet), 10) : undefined,
        weight: roundTo(between(...profile.weight), 100),
        equipment: profile.equipment,
        commodityType: profile.commodity,
        notes: pick(profile.notes),
      };
    }

    const columns = toLoadColumns(type, parsePost(type, body));
    // A post a week old is stale from the start, as the hourly stale-posts job would mark it.
    const stale = status === 'ACTIVE' && now.getTime() - createdAt.getTime() > STALE_AFTER_DAYS * DAY_MS;
    const post: LoadInsert = { ...columns, ownerId: owner.id, loadType: type, status, createdAt, stale };
    const loadIndex = posts.length;
    posts.push(post);

    const requestFrom = (requesterId: number, at: Date, state: RequestStatus, decidedAt: Date | null) => {
      const proposedRate = roundTo(askingRate * between(0.9, 1.06), 5);
      requests.push({
        loadIndex,
        requesterId,
        proposedRate,
        message: pick(REQUEST_MESSAGES),
        status: state,
        responseMessage:
          state === 'ACCEPTED' ? ACCEPTED_RESPONSE : state === 'REJECTED' ? REJECTED_RESPONSE : null,
        decidedAt,
        createdAt: at,
      });
      return proposedRate;
    };
    const asked = new Set([owner.id]);

    if (status === 'ASSIGNED' || status === 'COMPLETED') {
      // The accepted request is what assigned the load, at its proposed rate.
      const carrier = chooseAccount(REQUESTERS[type], asked, 0.4);
      if (!carrier) throw new Error(`the demo seed needs a ${REQUESTERS[type].join(' or ')} account`);
      asked.add(carrier.id);
      const assignedAt = new Date(
        Math.min(createdAt.getTime() + between(3, 30) * HOUR_MS, now.getTime() - HOUR_MS),
      );
      const requestedAt = (): Date =>
        new Date(createdAt.getTime() + random() * (assignedAt.getTime() - createdAt.getTime()));
      post.assignedCarrierId = carrier.id;
      post.agreedRate = requestFrom(carrier.id, requestedAt(), 'ACCEPTED', assignedAt);
      const deal = requests.at(-1) as SeedRequest;
      const way = dealRandom();
      if (way < 0.15) {
        // Booked at once at the post's Book Now price.
        post.bookNowRate = deal.proposedRate;
        deal.booked = true;
        deal.message = LOAD_MESSAGES.booked;
        deal.responseMessage = null;
        deal.createdAt = assignedAt;
      } else if (way < 0.35) {
        // The owner countered and the carrier took the counter.
        const counterRate = roundTo(deal.proposedRate * dealBetween(1.02, 1.08), 5);
        const at = new Date((deal.createdAt.getTime() + assignedAt.getTime()) / 2).toISOString();
        deal.counters = [{ rate: counterRate, message: counterMessage(), at }];
        deal.counterRate = counterRate;
        post.agreedRate = counterRate;
      }
      post.assignedAt = assignedAt;
      // The other requests on the load were turned down when one was accepted.
      for (let n = int(0, 2); n > 0; n--) {
        const other = chooseAccount(REQUESTERS[type], asked, 0.2);
        if (!other) break;
        asked.add(other.id);
        requestFrom(other.id, requestedAt(), 'REJECTED', assignedAt);
      }
      post.updatedAt = assignedAt;
      if (status === 'COMPLETED') {
        post.completedAt = new Date(dayStart(delivery).getTime() + between(14, 22) * HOUR_MS);
        post.updatedAt = post.completedAt;
      }
    } else if (status === 'ACTIVE') {
      const ownerIsDemo = owner.isDemoLogin;
      if (random() < (ownerIsDemo ? 0.85 : 0.4)) {
        for (let n = int(1, ownerIsDemo ? 3 : 2); n > 0; n--) {
          const requester = chooseAccount(REQUESTERS[type], asked, 0.3);
          if (!requester) break;
          asked.add(requester.id);
          const at = new Date(createdAt.getTime() + random() * (now.getTime() - createdAt.getTime()));
          requestFrom(requester.id, at, 'PENDING', null);
          answerSome(requests.at(-1) as SeedRequest);
        }
      }
      if (dealRandom() < 0.3) post.bookNowRate = roundTo(askingRate * dealBetween(1.02, 1.1), 5);
      post.updatedAt = createdAt;
    } else {
      post.updatedAt = new Date(createdAt.getTime() + random() * (now.getTime() - createdAt.getTime()));
    }
  }
  return { loads: posts, requests };
}
