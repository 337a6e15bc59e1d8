import { type ActivityAction, LOAD_MESSAGES, type LoadType, type UserType } from '@loadboard/contracts';
import { asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Account } from '../../../test/accounts.ts';
import { expectStatus, type TestApp } from '../../../test/harness.ts';
import { activityLogs, loads } from '../../db/schema/index.ts';

/** Real ZIPs of the offline database and the location each one is stored as. */
export const ZIPS = {
  chicago: '60601',
  dallas: '75201',
  atlanta: '30303',
  newYork: '10001',
  losAngeles: '90012',
} as const;
export const PLACES = {
  chicago: 'Chicago, IL',
  dallas: 'Dallas, TX',
  atlanta: 'Atlanta, GA',
  newYork: 'New York, NY',
  losAngeles: 'Los Angeles, CA',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day `days` from today (negative: in the past), as YYYY-MM-DD. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A valid RFP/RFD form (the freight fields): Chicago to Dallas, picked up in 3 days. */
export function freightBody(overrides: Record<string, unknown> = {}) {
  return {
    jobNumber: 'JOB-1001',
    pickupZip: ZIPS.chicago,
    deliveryZip: ZIPS.dallas,
    pickupDate: dayFromToday(3),
    deliveryDate: dayFromToday(5),
    balance: 1500,
    rate: 2400.5,
    cubicFeet: 850.25,
    weight: 12000,
    equipment: 'Dry Van',
    commodityType: 'Household goods',
    notes: 'Dock door 4',
    contactInfo: 'Call dispatch',
    mobilePhone: '312-555-0188',
    ...overrides,
  };
}

/** A valid TRUCK form: a reefer in Atlanta heading to New York. */
export function truckBody(overrides: Record<string, unknown> = {}) {
  return {
    pickupZip: ZIPS.atlanta,
    deliveryZip: ZIPS.newYork,
    pickupDate: dayFromToday(2),
    deliveryDate: dayFromToday(4),
    balance: 0,
    cubicFeet: 1700,
    availableDate: dayFromToday(2),
    availableTime: '08:00',
    truckType: 'reefer',
    dimensions: { length: 53, width: 8.5, height: 9 },
    preferredRoutes: 'I-85 north',
    ratePerMile: 2.75,
    minimumRate: 900,
    equipmentDetails: { year: 2021, make: 'Freightliner', model: 'Cascadia' },
    driverInfo: {
      name: 'Sam Ortiz',
      phone: '404-555-0110',
      email: 'sam@example.com',
      experience: '12 years',
    },
    certifications: 'HAZMAT',
    ...overrides,
  };
}

/** The form a user type posts by default. */
export const bodyFor = (type: LoadType, overrides: Record<string, unknown> = {}) =>
  type === 'TRUCK' ? truckBody(overrides) : freightBody(overrides);

/** The type each account posts without `postAs`. */
export const OWN_TYPE: Record<Exclude<UserType, 'SUPER_ADMIN'>, LoadType> = {
  BROKER: 'RFP',
  RFP_CARRIER: 'RFD',
  RFD_CARRIER: 'TRUCK',
};

export function postLoad(t: TestApp, who: Account, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/loads', headers: who.headers, payload: body });
}

/** The form's days of `type` moved `later` days on, for those the test did not give. */
function daysLater(
  type: LoadType,
  overrides: Record<string, unknown>,
  later: number,
): Record<string, string> {
  const form = bodyFor(type) as Record<string, unknown>;
  const moved = (key: string) =>
    typeof form[key] === 'string' && overrides[key] === undefined
      ? { [key]: new Date(Date.parse(form[key] as string) + later * DAY_MS).toISOString().slice(0, 10) }
      : {};
  return { ...moved('pickupDate'), ...moved('deliveryDate'), ...moved('availableDate') };
}

/**
 * Posts the account's own type (an admin's `postAs` when given) and answers the new post's id. An
 * owner may not have one load ACTIVE twice: when the account already has this one (409) and the test
 * gave no pickup day, it is posted for the next free day.
 */
export async function createPost(
  t: TestApp,
  who: Account,
  overrides: Record<string, unknown> = {},
  postAs?: LoadType,
): Promise<number> {
  const type = postAs ?? OWN_TYPE[who.user.userType as Exclude<UserType, 'SUPER_ADMIN'>];
  for (let later = 0; ; later += 1) {
    const body = bodyFor(type, { ...daysLater(type, overrides, later), ...overrides });
    const res = await postLoad(t, who, { ...body, ...(postAs ? { postAs } : {}) });
    const duplicate = res.statusCode === 409 && res.json().message === LOAD_MESSAGES.duplicate;
    if (duplicate && overrides.pickupDate === undefined && later < 365) continue;
    expectStatus(res, 201);
    return res.json().data.id;
  }
}

/** The activity rows, oldest first (optionally of one action). */
export async function activityRows(t: TestApp, action?: ActivityAction) {
  const query = t.database.db.select().from(activityLogs).orderBy(asc(activityLogs.id));
  return action ? query.where(eq(activityLogs.action, action)) : query;
}

/**
 * Takes every ACTIVE post off the board (CANCELLED), so a test may post or edit into the form's own
 * load again: an owner may not have one load ACTIVE twice.
 */
export async function cancelActivePosts(t: TestApp): Promise<void> {
  await t.database.db.update(loads).set({ status: 'CANCELLED' }).where(eq(loads.status, 'ACTIVE'));
}

/**
 * `copies` copies of one post (`seed`), numbered `g` from 1, with their pickup days, rates, road
 * miles, freshness and times spread and tied, and copy `underReview` under review; `more` sets
 * further columns of each copy (`'column', <expression of g>` pairs).
 */
export async function insertSpreadCopies(
  t: TestApp,
  seed: number,
  copies: number,
  { underReview, more }: { underReview: number; more?: SQL },
): Promise<void> {
  // Every column but the generated ones, which the database writes itself.
  const written = Object.values(getTableColumns(loads)).filter((column) => !column.generated);
  const columns = sql.join(
    written.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  await t.database.db.execute(sql`
    INSERT INTO loads (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM (SELECT (jsonb_populate_record(NULL::loads, to_jsonb(l) || jsonb_build_object(
      'id', nextval(pg_get_serial_sequence('loads', 'id')),
      'pickup_date', current_date + 1 + g % 17,
      'rate', CASE WHEN g % 11 = 0 THEN NULL ELSE 1000 + (g * 37) % 500 END,
      'road_miles', CASE WHEN g % 13 = 0 THEN NULL ELSE 100 + (g * 53) % 300 END,
      'stale', g % 9 = 0,
      'created_at', now() - (g % 50) * interval '1 hour',
      'refreshed_at', CASE WHEN g % 7 = 0 THEN now() - (g % 5) * interval '1 minute' END,
      'under_review', g = ${underReview}
    ) || jsonb_build_object(${more ?? sql``}))).*
      FROM loads AS l, generate_series(1, ${copies}) AS g
      WHERE l.id = ${seed}) AS copy`);
}
