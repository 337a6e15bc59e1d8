import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { loadFixture, truckFixture } from '../../../test/load-fixtures.ts';
import {
  EMPTY_FREIGHT_VALUES,
  EMPTY_TRUCK_VALUES,
  freightValuesFrom,
  postResolver,
  type TruckFormValues,
  truckValuesFrom,
} from './post-form-values.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TruckFormValues>;
const messages = (errors: object): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') out[path] = message;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return out;
};

const validFreight = {
  ...EMPTY_TRUCK_VALUES,
  pickupZip: '60601',
  pickupLocation: 'Chicago, IL',
  deliveryZip: '75201',
  deliveryLocation: 'Dallas, TX',
  pickupDate: '2030-03-07',
  deliveryDate: '2030-03-09',
  balance: '1250',
  rate: '2450.50',
};

describe('the form rules are the contract rules (spec 5)', () => {
  it('an empty freight form: ZIPs, dates, balance and rate', async () => {
    const result = await postResolver<TruckFormValues>('RFP')(
      EMPTY_TRUCK_VALUES,
      { invalidZips: [] },
      options,
    );
    expect(messages(result.errors)).toEqual({
      pickupZip: 'ZIP code must be 5 digits',
      deliveryZip: 'ZIP code must be 5 digits',
      pickupDate: 'Pickup date is required',
      deliveryDate: 'Delivery date is required',
      balance: 'Balance is required',
      rate: 'Rate is required',
    });
  });

  it('an empty truck form adds its own required fields; rate is optional there', async () => {
    const result = await postResolver<TruckFormValues>('TRUCK')(
      EMPTY_TRUCK_VALUES,
      { invalidZips: [] },
      options,
    );
    const found = messages(result.errors);
    expect(found).toMatchObject({
      ratePerMile: 'Rate per mile is required',
      minimumRate: 'Minimum rate is required',
      'equipmentDetails.year': 'Year is required',
      'equipmentDetails.make': 'Make is required',
      'equipmentDetails.model': 'Model is required',
      'driverInfo.name': 'Driver name is required',
      'driverInfo.experience': 'Driver experience is required',
    });
    expect(found.rate).toBeUndefined();
    expect(found.truckType).toBeUndefined();
  });

  it('money, cubic feet and the mobile phone format', async () => {
    const result = await postResolver<TruckFormValues>('RFD')(
      { ...validFreight, balance: '-1', rate: '1.234', cubicFeet: '-3', mobilePhone: '3125550142' },
      { invalidZips: [] },
      options,
    );
    expect(messages(result.errors)).toEqual({
      balance: 'Balance must be 0 or more',
      rate: 'Rate must have at most 2 decimal places',
      cubicFeet: 'Cubic feet must be 0 or more',
      mobilePhone: 'Mobile phone must look like 123-456-7890',
    });
  });

  it('a Book Now rate is optional, and more than 0 when given, on both forms', async () => {
    for (const type of ['RFP', 'TRUCK'] as const) {
      const refused = await postResolver<TruckFormValues>(type)(
        { ...validFreight, bookNowRate: '0' },
        { invalidZips: [] },
        options,
      );
      expect(messages(refused.errors).bookNowRate).toBe('Book Now rate must be more than 0');
    }
    const cents = await postResolver<TruckFormValues>('RFD')(
      { ...validFreight, bookNowRate: '2100.555' },
      { invalidZips: [] },
      options,
    );
    expect(messages(cents.errors)).toEqual({
      bookNowRate: 'Book Now rate must have at most 2 decimal places',
    });
    const taken = await postResolver<TruckFormValues>('RFP')(
      { ...validFreight, bookNowRate: '2300' },
      { invalidZips: [] },
      options,
    );
    expect(taken.values).toMatchObject({ bookNowRate: 2300 });
  });

  it('a ZIP the lookup rejected is invalid even with five digits', async () => {
    const result = await postResolver<TruckFormValues>('RFP')(
      validFreight,
      { invalidZips: ['deliveryZip'] },
      options,
    );
    expect(messages(result.errors)).toEqual({ deliveryZip: 'Invalid ZIP code' });
  });

  it('a valid freight post: numbers, the locations kept, the truck fields dropped', async () => {
    const result = await postResolver<TruckFormValues>('RFP')(
      { ...validFreight, jobNumber: ' J-1 ', mobilePhone: '312-555-0142', equipment: 'Dry van' },
      { invalidZips: [] },
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      jobNumber: 'J-1',
      pickupZip: '60601',
      deliveryZip: '75201',
      pickupDate: '2030-03-07',
      deliveryDate: '2030-03-09',
      balance: 1250,
      rate: 2450.5,
      equipment: 'Dry van',
      mobilePhone: '312-555-0142',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
    });
  });

  it('a valid truck post nests its equipment, driver and dimensions', async () => {
    const result = await postResolver<TruckFormValues>('TRUCK')(
      {
        ...validFreight,
        rate: '',
        ratePerMile: '2.75',
        minimumRate: '900',
        truckType: 'reefer',
        dimensions: { length: '53', width: '', height: '' },
        equipmentDetails: { year: '2021', make: 'Freightliner', model: 'Cascadia' },
        driverInfo: { name: 'Sam', phone: '', email: '', experience: '12 years' },
      },
      { invalidZips: [] },
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      ratePerMile: 2.75,
      minimumRate: 900,
      truckType: 'reefer',
      dimensions: { length: 53 },
      equipmentDetails: { year: 2021, make: 'Freightliner', model: 'Cascadia' },
      driverInfo: { name: 'Sam', experience: '12 years' },
    });
    expect(result.values?.rate).toBeUndefined();
  });
});

describe('a listed post as edit form values', () => {
  it('freight', () => {
    expect(freightValuesFrom(loadFixture())).toEqual({
      ...EMPTY_FREIGHT_VALUES,
      jobNumber: 'RFP-1001',
      pickupZip: '60601',
      pickupLocation: 'Chicago, IL',
      deliveryZip: '75201',
      deliveryLocation: 'Dallas, TX',
      pickupDate: '2030-03-07',
      deliveryDate: '2030-03-09',
      balance: '1250',
      rate: '2450.5',
      cubicFeet: '1800',
      weight: '18500',
      equipment: 'dryvan',
      commodityType: 'Paper',
      notes: 'Dock pickup',
      contactInfo: 'Dispatch',
      mobilePhone: '312-555-0142',
    });
  });

  it('a Book Now rate back into its field; none is an empty field', () => {
    expect(freightValuesFrom(loadFixture({ bookNowRate: 2300.5 })).bookNowRate).toBe('2300.5');
    expect(truckValuesFrom(truckFixture()).bookNowRate).toBe('');
  });

  it('truck: the details document back into its fields', () => {
    const values = truckValuesFrom(truckFixture());
    expect(values).toMatchObject({
      rate: '',
      ratePerMile: '2.75',
      minimumRate: '900',
      truckType: 'reefer',
      availableDate: '2030-03-06',
      availableTime: '08:30',
      dimensions: { length: '53', width: '8.5', height: '9' },
      equipmentDetails: { year: '2021', make: 'Freightliner', model: 'Cascadia' },
      driverInfo: { name: 'Sam Ortega', phone: '307-555-0199', email: '', experience: '12 years' },
      certifications: 'Hazmat',
      additionalEquipment: '',
    });
  });

  it('a truck without details still gives a whole form', () => {
    expect(truckValuesFrom(truckFixture({ truckDetails: null })).driverInfo).toEqual({
      name: '',
      phone: '',
      email: '',
      experience: '',
    });
  });
});
