export const USER_TYPES = ['BROKER', 'RFP_CARRIER', 'RFD_CARRIER', 'SUPER_ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Types anyone may register as; a SUPER_ADMIN is made by `npm run create-admin` or the demo seed. */
export const REGISTRABLE_USER_TYPES = ['BROKER', 'RFP_CARRIER', 'RFD_CARRIER'] as const;

export const USER_STATUSES = ['active', 'inactive', 'pending', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Human label of each user type, as the shell and the admin screens show it. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  BROKER: 'Broker',
  RFP_CARRIER: 'RFP Carrier',
  RFD_CARRIER: 'RFD Carrier',
  SUPER_ADMIN: 'Super Admin',
};

export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
