import { LOAD_MESSAGES, loadView, MESSAGES } from '@loadboard/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads } from '../../db/schema/index.ts';
import {
  activityRows,
  bodyFor,
  cancelActivePosts,
  dayFromToday,
  freightBody,
  PLACES,
  postLoad,
  truckBody,
  ZIPS,
} from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

beforeEach(() => cancelActivePosts(t));

const loadCount = async () => (await t.database.db.select({ n: count() }).from(loads))[0]?.n ?? 0;

/** A refused post: the status, the sentences, and nothing written (no post, no activity row). */
async function expectRefused(
  poster: Account,
  body: Record<string, unknown>,
  status: number,
  errors: string[],
): Promise<void> {
  const before = { loads: await loadCount(), activity: (await activityRows(t, 'LOAD_POSTED')).length };
  const res = await postLoad(t, poster, body);
  expect(res.statusCode, res.body).toBe(status);
  const answer = res.json();
  expect(answer.status).toBe('error');
  if (status === 422) {
    expect(answer.code).toBe('VALIDATION');
    expect(answer.errors).toEqual(errors);
  } else {
    expect(answer.message).toBe(errors[0]);
  }
  expect(await loadCount()).toBe(before.loads);
  expect((await activityRows(t, 'LOAD_POSTED')).length).toBe(before.activity);
}

describe('POST /api/loads', () => {
  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/loads', payload: freightBody() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'UNAUTHORIZED',
      message: MESSAGES.unauthorized,
    });
  });

  it.each([
    ['BROKER', 'broker', 'RFP'],
    ['RFP_CARRIER', 'rfp', 'RFD'],
    ['RFD_CARRIER', 'rfd', 'TRUCK'],
  ] as const)(
    'lets a %s post its own type (%s → %s), located from the ZIPs',
    async (_type, key, loadType) => {
      const poster = who[key];
      const body = bodyFor(loadType, { pickupLocation: 'Nowhere, ZZ', deliveryLocation: 'Elsewhere, ZZ' });
      const res = await postLoad(t, poster, body);
      expectStatus(res, 201);
      const answer = res.json();
      expect(answer.status).toBe('success');
      expect(answer.message).toBe(LOAD_MESSAGES.created);
      const view = loadView.strict().parse(answer.data);
      const isTruck = loadType === 'TRUCK';
      expect(view).toMatchObject({
        type: loadType,
        loadType,
        status: 'ACTIVE',
        // The form's own location text is not trusted: the ZIP database names the places.
        originLocation: isTruck ? PLACES.atlanta : PLACES.chicago,
        destinationLocation: isTruck ? PLACES.newYork : PLACES.dallas,
        pickupLocation: isTruck ? PLACES.atlanta : PLACES.chicago,
        locationLocation: isTruck ? PLACES.atlanta : null,
        pickupDate: body.pickupDate,
        deliveryDate: body.deliveryDate,
        balance: body.balance,
        user: { id: poster.user.id, companyName: poster.user.companyName },
        contact: { company: poster.user.companyName, email: poster.user.email },
        requestsCount: 0,
        pendingRequests: 0,
      });
      expect(view.distanceMiles).toBeGreaterThan(500);
      if (isTruck) {
        expect(view).toMatchObject({ truckType: 'reefer', ratePerMile: 2.75, minimumRate: 900, rate: null });
        expect(view.truckDetails).toMatchObject({
          equipmentDetails: { year: 2021, make: 'Freightliner', model: 'Cascadia' },
          driverInfo: { name: 'Sam Ortiz', experience: '12 years' },
        });
      } else {
        expect(view).toMatchObject({
          rate: 2400.5,
          cubicFeet: 850.25,
          equipmentType: 'Dry Van',
          truckDetails: null,
        });
      }

      const posted = (await activityRows(t, 'LOAD_POSTED')).at(-1);
      expect(posted).toMatchObject({
        userId: poster.user.id,
        details: `Posted ${loadType} load #${view.id}: ${view.originLocation} → ${view.destinationLocation}, pickup ${body.pickupDate}`,
      });
    },
  );

  describe('Post As', () => {
    it('accepts a postAs equal to the account’s own type', async () => {
      const res = await postLoad(t, who.broker, { ...freightBody(), postAs: 'RFP' });
      expectStatus(res, 201);
      expect(res.json().data.type).toBe('RFP');
    });

    it('refuses another type to a non-admin (403)', async () => {
      await expectRefused(who.broker, { ...truckBody(), postAs: 'TRUCK' }, 403, [
        'Your account posts RFP only',
      ]);
      await expectRefused(who.rfd, { ...freightBody(), postAs: 'RFP' }, 403, [
        'Your account posts TRUCK only',
      ]);
    });

    it('requires a SUPER_ADMIN to choose', async () => {
      await expectRefused(who.admin, freightBody(), 422, ['Post As is required: choose RFP, RFD or TRUCK']);
      await expectRefused(who.admin, { ...freightBody(), postAs: 'BOAT' }, 422, [
        'Post As must be RFP, RFD or TRUCK',
      ]);
    });

    it.each(['RFP', 'RFD', 'TRUCK'] as const)('lets a SUPER_ADMIN post as %s', async (postAs) => {
      const res = await postLoad(t, who.admin, { ...bodyFor(postAs), postAs });
      expectStatus(res, 201);
      expect(res.json().data).toMatchObject({ type: postAs, user: { id: who.admin.user.id } });
    });

    it('validates an admin’s post with the form of the chosen type', async () => {
      await expectRefused(who.admin, { ...freightBody(), postAs: 'TRUCK' }, 422, [
        'Rate per mile is required',
        'Minimum rate is required',
        'Year, make and model are required',
        'Driver name and experience are required',
      ]);
    });
  });

  describe('the load form rules (spec 5)', () => {
    const { pickupZip: _pz, ...withoutPickupZip } = freightBody();
    const { pickupDate: _pd, ...withoutPickupDate } = freightBody();
    const { deliveryDate: _dd, ...withoutDeliveryDate } = freightBody();
    const { balance: _b, ...withoutBalance } = freightBody();
    const { rate: _r, ...withoutRate } = freightBody();

    it.each<[string, Record<string, unknown>, string[]]>([
      ['a 4-digit pickup ZIP', freightBody({ pickupZip: '6060' }), ['ZIP code must be 5 digits']],
      ['a delivery ZIP with letters', freightBody({ deliveryZip: '7520A' }), ['ZIP code must be 5 digits']],
      ['no pickup ZIP', withoutPickupZip, ['ZIP code must be 5 digits']],
      ['an unknown pickup ZIP', freightBody({ pickupZip: '00000' }), ['Invalid ZIP code: 00000']],
      [
        'two unknown ZIPs',
        freightBody({ pickupZip: '00000', deliveryZip: '99999' }),
        ['Invalid ZIP code: 00000', 'Invalid ZIP code: 99999'],
      ],
      ['no pickup date', withoutPickupDate, ['Pickup date is required']],
      ['no delivery date', withoutDeliveryDate, ['Delivery date is required']],
      ['an empty pickup date', freightBody({ pickupDate: '' }), ['Pickup date is required']],
      [
        'a pickup date in another format',
        freightBody({ pickupDate: '07/01/2030' }),
        ['Pickup date must be a date (YYYY-MM-DD)'],
      ],
      [
        'an impossible date',
        freightBody({ deliveryDate: '2030-02-31' }),
        ['Delivery date must be a real date'],
      ],
      [
        'a delivery before the pickup',
        freightBody({ pickupDate: '2030-07-10', deliveryDate: '2030-07-09' }),
        ['Delivery date cannot be before the pickup date'],
      ],
      ['no balance', withoutBalance, ['Balance is required']],
      ['an empty balance', freightBody({ balance: '' }), ['Balance is required']],
      ['a negative balance', freightBody({ balance: -1 }), ['Balance must be 0 or more']],
      [
        'a balance in fractions of a cent',
        freightBody({ balance: 10.005 }),
        ['Balance must have at most 2 decimal places'],
      ],
      ['a balance that is not a number', freightBody({ balance: 'lots' }), ['Balance must be a number']],
      ['no rate on an RFP', withoutRate, ['Rate is required']],
      ['a negative cubic feet', freightBody({ cubicFeet: -0.01 }), ['Cubic feet must be 0 or more']],
      [
        'cubic feet in fractions of a hundredth',
        freightBody({ cubicFeet: 1.234 }),
        ['Cubic feet must have at most 2 decimal places'],
      ],
      [
        'a mobile phone without dashes',
        freightBody({ mobilePhone: '3125550188' }),
        ['Mobile phone must look like 123-456-7890'],
      ],
      [
        'a mobile phone with brackets',
        freightBody({ mobilePhone: '(312) 555-0188' }),
        ['Mobile phone must look like 123-456-7890'],
      ],
      ['a Book Now rate of 0', freightBody({ bookNowRate: 0 }), ['Book Now rate must be more than 0']],
      ['a negative Book Now rate', freightBody({ bookNowRate: -100 }), ['Book Now rate must be more than 0']],
      [
        'a Book Now rate in fractions of a cent',
        freightBody({ bookNowRate: 2300.125 }),
        ['Book Now rate must have at most 2 decimal places'],
      ],
      [
        'a Book Now rate that is not a number',
        freightBody({ bookNowRate: 'soon' }),
        ['Book Now rate must be a number'],
      ],
    ])('refuses %s with its sentence (422)', async (_case, body, errors) => {
      await expectRefused(who.broker, body, 422, errors);
    });

    it("names the Book Now rate's field", async () => {
      const res = await postLoad(t, who.broker, freightBody({ bookNowRate: '0' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ bookNowRate: 'Book Now rate must be more than 0' });
    });

    it('stores a Book Now rate, given as a number or as text; without one it is null', async () => {
      const withRate = await postLoad(t, who.broker, freightBody({ bookNowRate: 2250.75 }));
      expectStatus(withRate, 201);
      expect(withRate.json().data).toMatchObject({ rate: 2400.5, bookNowRate: 2250.75 });
      const asText = await postLoad(t, who.rfp, freightBody({ bookNowRate: '1999.99' }));
      expectStatus(asText, 201);
      expect(asText.json().data.bookNowRate).toBe(1999.99);
      for (const [later, bookNowRate] of [undefined, '', null].entries()) {
        const days = { pickupDate: dayFromToday(4 + later), deliveryDate: dayFromToday(8) };
        const without = await postLoad(t, who.broker, freightBody({ bookNowRate, ...days }));
        expectStatus(without, 201);
        expect(without.json().data.bookNowRate).toBeNull();
      }
    });

    it('lists every problem of one form, each once', async () => {
      const res = await postLoad(
        t,
        who.broker,
        freightBody({ pickupZip: '1', balance: -5, rate: '', mobilePhone: 'x' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'VALIDATION',
        message:
          'Please correct the following: ZIP code must be 5 digits; Balance must be 0 or more; Mobile phone must look like 123-456-7890; Rate is required',
        errors: [
          'ZIP code must be 5 digits',
          'Balance must be 0 or more',
          'Mobile phone must look like 123-456-7890',
          'Rate is required',
        ],
        fields: {
          pickupZip: 'ZIP code must be 5 digits',
          balance: 'Balance must be 0 or more',
          mobilePhone: 'Mobile phone must look like 123-456-7890',
          rate: 'Rate is required',
        },
      });
    });

    it('names the field of a nested sentence and of an unknown ZIP', async () => {
      const truck = await postLoad(
        t,
        who.rfd,
        truckBody({ equipmentDetails: { year: 1900, make: 'Volvo', model: 'VNL' } }),
      );
      expect(truck.statusCode).toBe(422);
      expect(truck.json().fields).toEqual({ 'equipmentDetails.year': 'Year must be 1950 or later' });
      const unknown = await postLoad(t, who.broker, freightBody({ deliveryZip: '99999' }));
      expect(unknown.json().fields).toEqual({ deliveryZip: 'Invalid ZIP code: 99999' });
    });

    it('requires the rate on an RFD post too', async () => {
      await expectRefused(who.rfp, withoutRate, 422, ['Rate is required']);
    });

    it('accepts a balance and cubic feet of 0, amounts as text, and an empty optional phone', async () => {
      const res = await postLoad(
        t,
        who.broker,
        freightBody({ balance: '0', cubicFeet: 0, rate: '1999.99', mobilePhone: '' }),
      );
      expectStatus(res, 201);
      expect(res.json().data).toMatchObject({ balance: 0, cubicFeet: 0, rate: 1999.99, mobilePhone: null });
    });

    it('accepts a pickup and delivery on the same day', async () => {
      const day = '2030-07-10';
      const res = await postLoad(t, who.broker, freightBody({ pickupDate: day, deliveryDate: day }));
      expectStatus(res, 201);
    });
  });

  describe('the truck form rules (spec 5)', () => {
    const base = truckBody();
    const { ratePerMile: _rpm, ...withoutRatePerMile } = base;
    const { minimumRate: _mr, ...withoutMinimumRate } = base;
    const { deliveryZip: _dz, ...withoutDeliveryZip } = base;

    it.each<[string, Record<string, unknown>, string[]]>([
      ['no year', truckBody({ equipmentDetails: { make: 'Volvo', model: 'VNL' } }), ['Year is required']],
      [
        'a year that is not whole',
        truckBody({ equipmentDetails: { year: 2020.5, make: 'Volvo', model: 'VNL' } }),
        ['Year must be a whole number'],
      ],
      ['no make', truckBody({ equipmentDetails: { year: 2020, model: 'VNL' } }), ['Make is required']],
      [
        'a blank model',
        truckBody({ equipmentDetails: { year: 2020, make: 'Volvo', model: '  ' } }),
        ['Model is required'],
      ],
      [
        'no equipment details',
        truckBody({ equipmentDetails: undefined }),
        ['Year, make and model are required'],
      ],
      ['no rate per mile', withoutRatePerMile, ['Rate per mile is required']],
      ['no minimum rate', withoutMinimumRate, ['Minimum rate is required']],
      ['a negative minimum rate', truckBody({ minimumRate: -10 }), ['Minimum rate must be 0 or more']],
      ['no driver name', truckBody({ driverInfo: { experience: '3 years' } }), ['Driver name is required']],
      [
        'no driver experience',
        truckBody({ driverInfo: { name: 'Sam Ortiz' } }),
        ['Driver experience is required'],
      ],
      ['no driver info', truckBody({ driverInfo: undefined }), ['Driver name and experience are required']],
      [
        'a truck type not on the list',
        truckBody({ truckType: 'spaceship' }),
        ['Truck type must be one of the listed types'],
      ],
      ['no delivery ZIP', withoutDeliveryZip, ['ZIP code must be 5 digits']],
      ['no pickup date', truckBody({ pickupDate: undefined }), ['Pickup date is required']],
      [
        'a mobile phone in another format',
        truckBody({ mobilePhone: '404.555.0110' }),
        ['Mobile phone must look like 123-456-7890'],
      ],
    ])('refuses %s with its sentence (422)', async (_case, body, errors) => {
      await expectRefused(who.rfd, body, 422, errors);
    });

    it('takes a Book Now rate on truck space too', async () => {
      const res = await postLoad(t, who.rfd, truckBody({ bookNowRate: 1450 }));
      expectStatus(res, 201);
      expect(res.json().data).toMatchObject({ type: 'TRUCK', bookNowRate: 1450 });
      await expectRefused(who.rfd, truckBody({ bookNowRate: 0 }), 422, ['Book Now rate must be more than 0']);
    });

    it('takes the truck type as optional and the rate as optional', async () => {
      const res = await postLoad(t, who.rfd, truckBody({ truckType: undefined }));
      expectStatus(res, 201);
      expect(res.json().data).toMatchObject({ truckType: null, rate: null, type: 'TRUCK' });
    });

    it.each(['flatbed', '26foot box truck', '53foot tractor trailer'])(
      'accepts the truck type %s',
      async (truckType) => {
        const res = await postLoad(t, who.rfd, truckBody({ truckType }));
        expectStatus(res, 201);
        expect(res.json().data.truckType).toBe(truckType);
      },
    );
  });

  it('keeps a second unknown field out of the post', async () => {
    const res = await postLoad(t, who.broker, {
      ...freightBody(),
      ownerId: who.otherBroker.user.id,
      status: 'COMPLETED',
    });
    expectStatus(res, 201);
    expect(res.json().data).toMatchObject({ status: 'ACTIVE', user: { id: who.broker.user.id } });
  });

  it('stores the ZIP codes it was given', async () => {
    const res = await postLoad(
      t,
      who.broker,
      freightBody({ pickupZip: ZIPS.losAngeles, deliveryZip: ZIPS.newYork }),
    );
    expectStatus(res, 201);
    expect(res.json().data).toMatchObject({
      originZip: ZIPS.losAngeles,
      originLocation: PLACES.losAngeles,
      destinationZip: ZIPS.newYork,
      destinationLocation: PLACES.newYork,
    });
  });
});
