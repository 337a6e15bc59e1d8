export const userTypes = {
  BROKER: 'Broker',
  RFP_CARRIER: 'RFP Carrier',
  RFD_CARRIER: 'RFD Carrier',
  SUPER_ADMIN: 'Super Admin',
};
