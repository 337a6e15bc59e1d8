import type { UserType } from '@loadboard/contracts';

/** The demo logins, one per role; printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  userType: UserType;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  contactName: string;
  phone: string;
  dotNumber: string | null;
  website: string | null;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userType: 'SUPER_ADMIN',
    email: 'admin@example.com',
    username: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    companyName: 'Load Board HQ',
    contactName: 'Alex Morgan',
    phone: '312-555-0100',
    dotNumber: null,
    website: null,
  },
  {
    userType: 'BROKER',
    email: 'broker@example.com',
    username: 'bluebrokerage',
    firstName: 'Dana',
    lastName: 'Whitfield',
    companyName: 'Blue Ridge Brokerage',
    contactName: 'Dana Whitfield',
    phone: '704-555-0142',
    dotNumber: '3456789',
    website: 'https://blueridge-brokerage.example.com',
  },
  {
    userType: 'RFP_CARRIER',
    email: 'rfp.carrier@example.com',
    username: 'prairiemovers',
    firstName: 'Marcus',
    lastName: 'Reyes',
    companyName: 'Prairie Movers',
    contactName: 'Marcus Reyes',
    phone: '316-555-0177',
    dotNumber: '2345678',
    website: 'https://prairiemovers.example.com',
  },
  {
    userType: 'RFD_CARRIER',
    email: 'rfd.carrier@example.com',
    username: 'coastaltrucking',
    firstName: 'Priya',
    lastName: 'Natarajan',
    companyName: 'Coastal Trucking',
    contactName: 'Priya Natarajan',
    phone: '912-555-0133',
    dotNumber: '1234567',
    website: null,
  },
];
