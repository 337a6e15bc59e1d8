import { FR_WORDS } from '@loadboard/contracts/words/fr';
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
  timeZones: FR_WORDS.timeZones,
  labelled: FR_WORDS.labelled,
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  units: FR_WORDS.units,
};
