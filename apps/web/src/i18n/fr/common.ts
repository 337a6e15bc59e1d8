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
  downloadCsv: 'Télécharger le CSV',
  downloadingCsv: 'Téléchargement...',
  skipToContent: 'Aller au contenu',
  close: 'Fermer',
  toasts: 'Messages (Alt+T)',
  formRefused_one: 'Un champ est à corriger : {{field}}',
  formRefused_other: '{{count}} champs sont à corriger, le premier : {{field}}',
  timeZones: FR_WORDS.timeZones,
  labelled: FR_WORDS.labelled,
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  units: FR_WORDS.units,
};
