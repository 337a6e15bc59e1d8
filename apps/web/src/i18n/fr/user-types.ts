import type { Translation } from '../en/index.ts';

export const userTypes: Translation['userTypes'] = {
  BROKER: 'Courtier',
  RFP_CARRIER: 'Transporteur RFP',
  RFD_CARRIER: 'Transporteur RFD',
  SUPER_ADMIN: 'Super admin',
};
