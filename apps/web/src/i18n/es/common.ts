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
  skipToContent: 'Saltar al contenido',
  timeZones: { UTC: 'UTC', EST: 'Hora del Este (ET)', PST: 'Hora del Pacífico (PT)' },
  labelled: '{{label}}: {{value}}',
  dateTimeInZone: '{{dateTime}} · {{zone}}',
  units: {
    weight: '{{value}} lb',
    space: '{{value}} pies³',
    miles: '{{value}} mi',
    feet: '{{value}} pies',
    perMile: '{{value}}/mi',
    roadMiles: '{{value}} mi por carretera',
  },
};
