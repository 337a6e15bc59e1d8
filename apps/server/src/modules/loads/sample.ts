import { IMPORT_COLUMNS, type ImportColumn, type LoadType, type UserType } from '@loadboard/contracts';
import { csvLines } from '../../lib/csv-writer.ts';
import { postTypeFor } from './post-input.ts';

type SampleRow = Partial<Record<ImportColumn, string | number>>;

/** `today` plus `days`, as YYYY-MM-DD (UTC, as the server stores dates). */
function dayAfter(today: Date, days: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

/** Realistic posts of each type between real metro ZIPs; `pickup` and `delivery` are days from today. */
const SAMPLES: Record<LoadType, (SampleRow & { pickup: number; delivery: number })[]> = {
  RFP: [
    {
      pickup: 3,
      delivery: 5,
      jobNumber: 'RFP-24031',
      pickupZip: '60601',
      deliveryZip: '75201',
      balance: 1250,
      rate: 2450,
      bookNowRate: 2400,
      cubicFeet: 1800,
      weight: 18500,
      equipment: 'dryvan',
      commodityType: 'Palletized consumer goods',
      notes: 'Dock pickup 8am-2pm, appointment required',
      contactInfo: 'Dispatch desk, ext. 2',
      mobilePhone: '312-555-0142',
    },
    {
      pickup: 4,
      delivery: 5,
      jobNumber: 'RFP-24032',
      pickupZip: '30303',
      deliveryZip: '33131',
      balance: 900,
      rate: 1850,
      cubicFeet: 2200,
      weight: 32000,
      equipment: 'reefer',
      commodityType: 'Produce',
      notes: 'Keep at 34F, pulp temperature checked at pickup',
      contactInfo: 'Night dispatch',
      mobilePhone: '404-555-0177',
    },
    {
      pickup: 5,
      delivery: 6,
      jobNumber: 'RFP-24033',
      pickupZip: '90012',
      deliveryZip: '85004',
      balance: 600,
      rate: 1150,
      weight: 42000,
      equipment: 'flatbed',
      commodityType: 'Steel coils',
      notes: 'Tarps and chains required, 8 ft coil racks',
      mobilePhone: '213-555-0110',
    },
  ],
  RFD: [
    {
      pickup: 3,
      delivery: 6,
      jobNumber: 'RFD-8801',
      pickupZip: '98101',
      deliveryZip: '80202',
      balance: 2100,
      rate: 3400,
      cubicFeet: 1200,
      weight: 8400,
      equipment: '26foot box truck',
      commodityType: 'Household goods',
      notes: '3-bedroom move, balance due on delivery, inventory attached',
      contactInfo: 'Customer: J. Alvarez',
      mobilePhone: '206-555-0163',
    },
    {
      pickup: 4,
      delivery: 7,
      jobNumber: 'RFD-8802',
      pickupZip: '77002',
      deliveryZip: '37203',
      balance: 1600,
      rate: 2650,
      bookNowRate: 2600,
      cubicFeet: 950,
      weight: 6600,
      equipment: '26foot box truck',
      commodityType: 'Household goods',
      notes: 'Storage-in-transit release, piano on board',
      mobilePhone: '713-555-0188',
    },
    {
      pickup: 6,
      delivery: 8,
      jobNumber: 'RFD-8803',
      pickupZip: '02110',
      deliveryZip: '28202',
      balance: 2400,
      rate: 3900,
      cubicFeet: 1500,
      weight: 10500,
      equipment: '53foot tractor trailer',
      commodityType: 'Office furniture',
      notes: 'Liftgate needed at delivery, "fragile" cubicle glass',
      contactInfo: 'Site manager on call',
      mobilePhone: '617-555-0120',
    },
  ],
  TRUCK: [
    {
      pickup: 3,
      delivery: 5,
      jobNumber: 'TRK-301',
      pickupZip: '46204',
      deliveryZip: '30303',
      balance: 0,
      cubicFeet: 3800,
      weight: 44000,
      equipment: '53foot tractor trailer',
      notes: 'Empty after Indianapolis drop, heading southeast',
      mobilePhone: '317-555-0155',
      truckType: 'dryvan',
      ratePerMile: 2.15,
      minimumRate: 450,
      bookNowRate: 1200,
      equipmentYear: 2021,
      equipmentMake: 'Freightliner',
      equipmentModel: 'Cascadia',
      driverName: 'Luis Ortega',
      driverPhone: '317-555-0156',
      driverExperience: '12 years',
    },
    {
      pickup: 4,
      delivery: 6,
      jobNumber: 'TRK-302',
      pickupZip: '80202',
      deliveryZip: '84101',
      balance: 0,
      cubicFeet: 1700,
      weight: 10000,
      equipment: '26foot box truck',
      notes: 'Half the box free, pads and dollies on board',
      mobilePhone: '720-555-0139',
      truckType: '26foot box truck',
      ratePerMile: 1.85,
      minimumRate: 350,
      equipmentYear: 2019,
      equipmentMake: 'Isuzu',
      equipmentModel: 'NRR',
      driverName: 'Keisha Brown',
      driverPhone: '720-555-0140',
      driverExperience: '6 years',
    },
    {
      pickup: 5,
      delivery: 7,
      jobNumber: 'TRK-303',
      pickupZip: '33602',
      deliveryZip: '28202',
      balance: 0,
      cubicFeet: 3400,
      weight: 40000,
      equipment: '53foot tractor trailer',
      notes: 'Reefer available after Tampa delivery, can pre-cool to 34F',
      mobilePhone: '813-555-0171',
      truckType: 'reefer',
      ratePerMile: 2.6,
      minimumRate: 600,
      equipmentYear: 2022,
      equipmentMake: 'Kenworth',
      equipmentModel: 'T680',
      driverName: 'Dmitri Volkov',
      driverPhone: '813-555-0172',
      driverExperience: '15 years',
    },
  ],
};

/** The rows of a sample for a user type: its own post type, or for an administrator a mix of all three. */
function sampleRows(userType: UserType): (SampleRow & { pickup: number; delivery: number })[] {
  if (userType === 'SUPER_ADMIN')
    return [
      ...SAMPLES.RFP.slice(0, 2).map((row) => ({ ...row, loadType: 'RFP' })),
      { ...(SAMPLES.RFD[0] as SampleRow & { pickup: number; delivery: number }), loadType: 'RFD' },
      ...SAMPLES.TRUCK.slice(0, 2).map((row) => ({ ...row, loadType: 'TRUCK' })),
    ];
  const type = postTypeFor(userType, undefined);
  return SAMPLES[type].map((row) => ({ ...row, loadType: type }));
}

/**
 * GET /api/loads/download-sample: the import columns in order, and a few posts the caller could import
 * as they are (dates a few days after `today`).
 */
export function sampleCsv(userType: UserType, today: Date = new Date()): string {
  const rows = sampleRows(userType).map(({ pickup, delivery, ...row }) => {
    const values: SampleRow = {
      ...row,
      pickupDate: dayAfter(today, pickup),
      deliveryDate: dayAfter(today, delivery),
      ...(row.loadType === 'TRUCK' ? { availableDate: dayAfter(today, pickup) } : {}),
    };
    return IMPORT_COLUMNS.map((column) => values[column] ?? '');
  });
  return csvLines([IMPORT_COLUMNS, ...rows]);
}
