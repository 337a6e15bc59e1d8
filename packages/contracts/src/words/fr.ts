import type { CommonWords } from './index.ts';

export const FR_WORDS: CommonWords = {
  typeNames: { RFP: 'Prêt pour enlèvement', RFD: 'Prêt pour livraison', TRUCK: 'Camion disponible' },
  truckTypes: {
    flatbed: 'Plateau',
    dryvan: 'Fourgon sec',
    reefer: 'Frigorifique',
    stepdeck: 'Plateau surbaissé',
    lowboy: 'Porte-engins',
    hotshot: 'Hotshot',
    '26foot box truck': 'Camion porteur 26 pieds',
    '53foot tractor trailer': 'Semi-remorque 53 pieds',
  },
  timeZones: { UTC: 'UTC', EST: 'Heure de l’Est (ET)', PST: 'Heure du Pacifique (PT)' },
  /** French puts a no-break space before the colon. */
  labelled: '{{label}}\u00a0: {{value}}',
  units: {
    weight: '{{value}} lb',
    space: '{{value}} pi³',
    miles: '{{value}} mi',
    feet: '{{value}} pi',
    perMile: '{{value}}/mi',
    roadMiles: '{{value}} mi par la route',
  },
};
