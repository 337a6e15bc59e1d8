import type { Translation } from '../en/index.ts';

export const common: Translation['common'] = {
  appName: 'Load Board',
  tagline: 'Chargements et camions disponibles, réunis.',
  loading: 'Chargement...',
  backToHome: "Retour à l'accueil",
  copyright: '© {{year}} Load Board. Tous droits réservés.',
  notAvailable: 'Pas encore disponible',
  viewAll: 'Tout voir',
  optional: 'facultatif',
  retry: 'Réessayer',
  skipToContent: 'Aller au contenu',
  timeZones: { UTC: 'UTC', EST: 'Heure de l’Est (ET)', PST: 'Heure du Pacifique (PT)' },
  labelled: '{{label}}\u00a0: {{value}}',
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  units: {
    weight: '{{value}} lb',
    space: '{{value}} pi³',
    miles: '{{value}} mi',
    feet: '{{value}} pi',
    perMile: '{{value}}/mi',
    roadMiles: '{{value}} mi par la route',
  },
};
