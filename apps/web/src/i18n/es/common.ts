import { ES_WORDS } from '@loadboard/contracts/words/es';
import type { Translation } from '../en/index.ts';

export const common: Translation['common'] = {
  appName: 'Load Board',
  tagline: 'Cargas y camiones disponibles, conectados.',
  loading: 'Cargando...',
  backToHome: 'Volver al inicio',
  copyright: '© {{year}} Load Board. Todos los derechos reservados.',
  notAvailable: 'Aún no disponible',
  viewAll: 'Ver todo',
  optional: 'opcional',
  retry: 'Reintentar',
  downloadCsv: 'Descargar CSV',
  downloadingCsv: 'Descargando...',
  skipToContent: 'Saltar al contenido',
  close: 'Cerrar',
  toasts: 'Mensajes (Alt+T)',
  formRefused_one: 'Hay un campo por corregir: {{field}}',
  formRefused_other: 'Hay {{count}} campos por corregir, el primero: {{field}}',
  timeZones: ES_WORDS.timeZones,
  labelled: ES_WORDS.labelled,
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  units: ES_WORDS.units,
};
