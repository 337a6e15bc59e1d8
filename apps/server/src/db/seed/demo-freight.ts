import type { TRUCK_TYPES } from '@loadboard/contracts';

/**
 * Real ZIP codes of US metro freight hubs (all in the offline ZIP database), with a weight: busier
 * markets get more posts. The continental US only: no truck drives to Honolulu.
 */
export const DEMO_ZIPS: { zip: string; weight: number }[] = [
  { zip: '60601', weight: 6 }, // Chicago, IL
  { zip: '60432', weight: 2 }, // Joliet, IL
  { zip: '75201', weight: 5 }, // Dallas, TX
  { zip: '76102', weight: 2 }, // Fort Worth, TX
  { zip: '77002', weight: 5 }, // Houston, TX
  { zip: '78205', weight: 2 }, // San Antonio, TX
  { zip: '78701', weight: 2 }, // Austin, TX
  { zip: '78040', weight: 2 }, // Laredo, TX
  { zip: '79901', weight: 1 }, // El Paso, TX
  { zip: '30303', weight: 5 }, // Atlanta, GA
  { zip: '31401', weight: 2 }, // Savannah, GA
  { zip: '90012', weight: 6 }, // Los Angeles, CA
  { zip: '92101', weight: 2 }, // San Diego, CA
  { zip: '93721', weight: 2 }, // Fresno, CA
  { zip: '95814', weight: 2 }, // Sacramento, CA
  { zip: '94103', weight: 2 }, // San Francisco, CA
  { zip: '94612', weight: 2 }, // Oakland, CA
  { zip: '10001', weight: 4 }, // New York, NY
  { zip: '07102', weight: 3 }, // Newark, NJ
  { zip: '19103', weight: 3 }, // Philadelphia, PA
  { zip: '15222', weight: 2 }, // Pittsburgh, PA
  { zip: '02110', weight: 2 }, // Boston, MA
  { zip: '06103', weight: 1 }, // Hartford, CT
  { zip: '21202', weight: 2 }, // Baltimore, MD
  { zip: '20001', weight: 1 }, // Washington, DC
  { zip: '23219', weight: 1 }, // Richmond, VA
  { zip: '23510', weight: 2 }, // Norfolk, VA
  { zip: '28202', weight: 3 }, // Charlotte, NC
  { zip: '27601', weight: 2 }, // Raleigh, NC
  { zip: '29401', weight: 1 }, // Charleston, SC
  { zip: '32202', weight: 2 }, // Jacksonville, FL
  { zip: '32801', weight: 2 }, // Orlando, FL
  { zip: '33602', weight: 2 }, // Tampa, FL
  { zip: '33131', weight: 3 }, // Miami, FL
  { zip: '37203', weight: 3 }, // Nashville, TN
  { zip: '38103', weight: 3 }, // Memphis, TN
  { zip: '40202', weight: 2 }, // Louisville, KY
  { zip: '35203', weight: 2 }, // Birmingham, AL
  { zip: '70112', weight: 2 }, // New Orleans, LA
  { zip: '39201', weight: 1 }, // Jackson, MS
  { zip: '72201', weight: 1 }, // Little Rock, AR
  { zip: '43215', weight: 3 }, // Columbus, OH
  { zip: '44113', weight: 2 }, // Cleveland, OH
  { zip: '45202', weight: 2 }, // Cincinnati, OH
  { zip: '48226', weight: 3 }, // Detroit, MI
  { zip: '49503', weight: 1 }, // Grand Rapids, MI
  { zip: '46204', weight: 3 }, // Indianapolis, IN
  { zip: '53202', weight: 2 }, // Milwaukee, WI
  { zip: '55401', weight: 2 }, // Minneapolis, MN
  { zip: '63101', weight: 3 }, // St. Louis, MO
  { zip: '64105', weight: 3 }, // Kansas City, MO
  { zip: '68102', weight: 1 }, // Omaha, NE
  { zip: '50309', weight: 1 }, // Des Moines, IA
  { zip: '67202', weight: 1 }, // Wichita, KS
  { zip: '73102', weight: 2 }, // Oklahoma City, OK
  { zip: '74103', weight: 1 }, // Tulsa, OK
  { zip: '80202', weight: 3 }, // Denver, CO
  { zip: '84101', weight: 2 }, // Salt Lake City, UT
  { zip: '87102', weight: 1 }, // Albuquerque, NM
  { zip: '85004', weight: 3 }, // Phoenix, AZ
  { zip: '85701', weight: 1 }, // Tucson, AZ
  { zip: '89101', weight: 2 }, // Las Vegas, NV
  { zip: '97204', weight: 2 }, // Portland, OR
  { zip: '98101', weight: 3 }, // Seattle, WA
  { zip: '83702', weight: 1 }, // Boise, ID
];

export type TruckType = (typeof TRUCK_TYPES)[number];

/** What freight moves and on what: each profile keeps commodity, equipment and size consistent. */
export interface FreightProfile {
  commodity: string;
  equipment: TruckType;
  weight: [number, number];
  cubicFeet: [number, number] | null;
  /** Dollars per loaded mile a shipper pays for this kind of freight. */
  ratePerMile: [number, number];
  notes: string[];
}

/** Broker freight (RFP): full and partial truckloads. */
export const RFP_PROFILES: FreightProfile[] = [
  {
    commodity: 'Palletized consumer goods',
    equipment: 'dryvan',
    weight: [12000, 42000],
    cubicFeet: [1800, 3800],
    ratePerMile: [1.7, 2.6],
    notes: [
      'Dock to dock, 26 pallets',
      'Appointment required at delivery',
      'No touch freight, drop and hook',
    ],
  },
  {
    commodity: 'Produce',
    equipment: 'reefer',
    weight: [30000, 43000],
    cubicFeet: [2800, 3600],
    ratePerMile: [2.2, 3.4],
    notes: ['Keep at 34F, continuous', 'Pulp temperature checked at pickup', 'Team drivers preferred'],
  },
  {
    commodity: 'Frozen food',
    equipment: 'reefer',
    weight: [28000, 42000],
    cubicFeet: [2600, 3400],
    ratePerMile: [2.3, 3.5],
    notes: ['Hold at -10F', 'Lumper fee reimbursed with receipt', 'FSMA-compliant trailer washout required'],
  },
  {
    commodity: 'Steel coils',
    equipment: 'flatbed',
    weight: [38000, 46000],
    cubicFeet: null,
    ratePerMile: [2.2, 3.2],
    notes: ['Coil racks and chains required', 'Tarps required, 6 ft', 'Crane loading, 2 hours free'],
  },
  {
    commodity: 'Lumber',
    equipment: 'flatbed',
    weight: [36000, 46000],
    cubicFeet: null,
    ratePerMile: [1.9, 2.8],
    notes: ['Lumber tarps required', 'Forklift unload at yard', 'Straps: 16 minimum'],
  },
  {
    commodity: 'Construction machinery',
    equipment: 'stepdeck',
    weight: [20000, 40000],
    cubicFeet: null,
    ratePerMile: [2.5, 3.5],
    notes: [
      'Excavator, 10 ft 6 in tall',
      'Chains and binders required',
      'Oversize permits handled by shipper',
    ],
  },
  {
    commodity: 'Heavy equipment',
    equipment: 'lowboy',
    weight: [30000, 46000],
    cubicFeet: null,
    ratePerMile: [2.8, 3.5],
    notes: ['Dozer, escort not required', 'Driveable on and off', 'Permit load, daylight hours only'],
  },
  {
    commodity: 'Auto parts',
    equipment: 'dryvan',
    weight: [15000, 38000],
    cubicFeet: [2000, 3600],
    ratePerMile: [1.8, 2.7],
    notes: ['JIT delivery window, 2 hours', 'Returnable racks back to origin', 'Seal required'],
  },
  {
    commodity: 'Paper products',
    equipment: 'dryvan',
    weight: [20000, 44000],
    cubicFeet: [2400, 3800],
    ratePerMile: [1.6, 2.4],
    notes: ['Floor loaded, shipper loads', 'Clean dry trailer, no holes', 'Live unload'],
  },
  {
    commodity: 'Beverages',
    equipment: 'dryvan',
    weight: [36000, 44000],
    cubicFeet: [2000, 3000],
    ratePerMile: [1.7, 2.5],
    notes: ['Heavy load, check axle weights', 'Pallet exchange', 'Load locks required'],
  },
  {
    commodity: 'Building materials',
    equipment: 'flatbed',
    weight: [30000, 46000],
    cubicFeet: null,
    ratePerMile: [1.9, 2.9],
    notes: ['Drywall, tarps required', 'Jobsite delivery, call ahead', 'Side unload with forklift'],
  },
  {
    commodity: 'Expedited parts',
    equipment: 'hotshot',
    weight: [2000, 12000],
    cubicFeet: [300, 900],
    ratePerMile: [2.0, 3.5],
    notes: ['Hot load, same-day pickup', 'Straight through, no stops', 'Liftgate at delivery'],
  },
];

/** Carrier loads ready for delivery (RFD): moves and partials already on a carrier's truck. */
export const RFD_PROFILES: FreightProfile[] = [
  {
    commodity: 'Household goods',
    equipment: '26foot box truck',
    weight: [4000, 9000],
    cubicFeet: [600, 1400],
    ratePerMile: [2.0, 3.5],
    notes: [
      '3-bedroom home, balance due on delivery',
      'Storage-in-transit release, inventory attached',
      'Piano on board, 2 movers needed at delivery',
    ],
  },
  {
    commodity: 'Household goods',
    equipment: '53foot tractor trailer',
    weight: [7000, 14000],
    cubicFeet: [1200, 2400],
    ratePerMile: [1.8, 3.0],
    notes: [
      'Two shipments on one trailer',
      'Long carry at delivery, 75 ft',
      'Customer flexible on delivery date',
    ],
  },
  {
    commodity: 'Office furniture',
    equipment: '53foot tractor trailer',
    weight: [8000, 18000],
    cubicFeet: [1500, 3000],
    ratePerMile: [1.8, 2.8],
    notes: [
      'Blanket wrapped, liftgate needed',
      'Elevator reserved 8am to noon',
      'Install crew meets the truck',
    ],
  },
  {
    commodity: 'Retail fixtures',
    equipment: 'dryvan',
    weight: [6000, 16000],
    cubicFeet: [1000, 2600],
    ratePerMile: [1.7, 2.6],
    notes: ['Store opening, hard delivery date', 'Pallet jack required', 'Night delivery accepted'],
  },
  {
    commodity: 'Apartment move',
    equipment: '26foot box truck',
    weight: [2500, 5000],
    cubicFeet: [350, 700],
    ratePerMile: [2.2, 3.5],
    notes: ['1-bedroom, 3rd floor walk-up', 'Student move, boxes only', 'Balance by certified check'],
  },
];

/** Tractors and box trucks an open-truck post describes, each with the truck types it fits. */
export const TRUCK_MODELS: { make: string; model: string; types: TruckType[] }[] = [
  {
    make: 'Freightliner',
    model: 'Cascadia',
    types: ['dryvan', 'reefer', '53foot tractor trailer', 'flatbed'],
  },
  { make: 'Kenworth', model: 'T680', types: ['dryvan', 'reefer', '53foot tractor trailer'] },
  { make: 'Kenworth', model: 'W900', types: ['flatbed', 'stepdeck', 'lowboy'] },
  { make: 'Peterbilt', model: '579', types: ['dryvan', 'reefer', 'flatbed', '53foot tractor trailer'] },
  { make: 'Peterbilt', model: '389', types: ['lowboy', 'stepdeck', 'flatbed'] },
  { make: 'Volvo', model: 'VNL 860', types: ['dryvan', 'reefer', '53foot tractor trailer'] },
  { make: 'International', model: 'LT625', types: ['dryvan', 'flatbed', 'stepdeck'] },
  { make: 'Mack', model: 'Anthem', types: ['dryvan', 'flatbed', 'lowboy'] },
  { make: 'Ram', model: '5500', types: ['hotshot'] },
  { make: 'Ford', model: 'F-550', types: ['hotshot'] },
  { make: 'Isuzu', model: 'NRR', types: ['26foot box truck'] },
  { make: 'Hino', model: 'L6', types: ['26foot box truck'] },
];

/** Space a truck of each type offers: cubic feet and pounds. */
export const TRUCK_CAPACITY: Record<TruckType, { cubicFeet: number; weight: number }> = {
  flatbed: { cubicFeet: 2700, weight: 48000 },
  dryvan: { cubicFeet: 3800, weight: 45000 },
  reefer: { cubicFeet: 3500, weight: 43000 },
  stepdeck: { cubicFeet: 2900, weight: 48000 },
  lowboy: { cubicFeet: 1800, weight: 40000 },
  hotshot: { cubicFeet: 1100, weight: 16000 },
  '26foot box truck': { cubicFeet: 1700, weight: 10000 },
  '53foot tractor trailer': { cubicFeet: 3800, weight: 45000 },
};

export const DRIVER_NAMES = [
  'Luis Ortega',
  'Keisha Brown',
  'Dmitri Volkov',
  'Samuel Okafor',
  'Tanya Rhodes',
  'Hector Salinas',
  'Brett Carlson',
  'Aisha Rahman',
  'Jimmy Tran',
  'Cody Whitaker',
  'Rosa Delgado',
  'Nate Pruitt',
  'Gloria Mensah',
  'Ray Kowalski',
  'Darnell Price',
  'Lena Fischer',
];

export const TRUCK_NOTES = [
  'Empty after delivery, looking for a backhaul',
  'Team drivers, can run straight through',
  'Partial space left, load locks and straps on board',
  'Hazmat endorsed, TWIC card',
  'Prefers I-40 and I-70 corridors',
  'Can pick up early morning',
  'Pads, dollies and liftgate on board',
];

export const TRUCK_CERTIFICATIONS = ['HAZMAT', 'TWIC', 'TSA', 'Tanker endorsement', 'SmartWay'];

export const REQUEST_MESSAGES = [
  "I'm interested in this load.",
  'We have a truck nearby and can pick up on time.',
  'Can do this lane, we run it weekly.',
  'Driver is 40 miles out, ready to load today.',
  'Interested, can you do a little better on the rate?',
  'Team drivers available, fast transit.',
];

/** The spec's answers to a request (spec 4, request status). */
/** What an owner writes beside a counter-offer. */
export const COUNTER_MESSAGES = [
  'Can you meet us at this rate?',
  'Fuel is up on this lane; this is our best number.',
  'We can do this if you pick up before noon.',
  null,
] as const;

export const ACCEPTED_RESPONSE = "Great! Let's proceed with this load.";
export const REJECTED_RESPONSE = 'Sorry, we cannot proceed with this request.';
