import type { Translation } from '../en/index.ts';

export const userTypes: Translation['userTypes'] = {
  BROKER: 'Corredor',
  RFP_CARRIER: 'Transportista RFP',
  RFD_CARRIER: 'Transportista RFD',
  SUPER_ADMIN: 'Superadmin',
};
