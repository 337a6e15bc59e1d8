import type { CommonWords } from './index.ts';

export const ES_WORDS: CommonWords = {
  typeNames: { RFP: 'Lista para recoger', RFD: 'Lista para entregar', TRUCK: 'Camión disponible' },
  truckTypes: {
    flatbed: 'Plataforma',
    dryvan: 'Caja seca',
    reefer: 'Refrigerado',
    stepdeck: 'Plataforma escalonada',
    lowboy: 'Cama baja',
    hotshot: 'Hotshot',
    '26foot box truck': 'Camión caja de 26 pies',
    '53foot tractor trailer': 'Tractocamión de 53 pies',
  },
  timeZones: { UTC: 'UTC', EST: 'Hora del Este (ET)', PST: 'Hora del Pacífico (PT)' },
  labelled: '{{label}}: {{value}}',
  units: {
    weight: '{{value}} lb',
    space: '{{value}} pies³',
    miles: '{{value}} mi',
    feet: '{{value}} pies',
    perMile: '{{value}}/mi',
    roadMiles: '{{value}} mi por carretera',
  },
};
