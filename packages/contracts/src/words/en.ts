import type { CommonWords } from './index.ts';

export const EN_WORDS: CommonWords = {
  typeNames: { RFP: 'Ready for Pickup', RFD: 'Ready for Delivery', TRUCK: 'Open Truck' },
  truckTypes: {
    flatbed: 'Flatbed',
    dryvan: 'Dry van',
    reefer: 'Reefer',
    stepdeck: 'Step deck',
    lowboy: 'Lowboy',
    hotshot: 'Hotshot',
    '26foot box truck': '26 ft box truck',
    '53foot tractor trailer': '53 ft tractor trailer',
  },
  timeZones: { UTC: 'UTC', EST: 'Eastern (ET)', PST: 'Pacific (PT)' },
  labelled: '{{label}}: {{value}}',
  units: {
    weight: '{{value}} lbs',
    space: '{{value}} cf',
    miles: '{{value}} mi',
    feet: '{{value}} ft',
    perMile: '{{value}}/mi',
    roadMiles: '{{value}} road mi',
  },
};
