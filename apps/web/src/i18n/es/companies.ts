import type { Translation } from '../en/index.ts';

export const companies: Translation['companies'] = {
  badge: {
    since: 'Desde {{year}}',
    deals_one: '{{count}} trato',
    deals_other: '{{count}} tratos',
    answered: '{{share}} respondidas',
    noAnswers: 'Aún sin solicitudes',
    label: '{{company}}: miembro desde {{year}}, {{deals}} en 90 días, {{answers}}',
  },
  card: {
    open: 'Historial de la empresa {{company}}',
    title: 'Historial de la empresa',
    heading: 'Historial de la empresa: {{company}}',
    subtitle: 'Últimos 90 días en este tablero',
    memberSince: 'Miembro desde',
    userType: 'Tipo de usuario',
    dotNumber: 'Número DOT',
    posts: 'Publicaciones',
    dealsAsPoster: 'Tratos en sus publicaciones',
    dealsAsCarrier: 'Tratos como transportista',
    completed: 'Tratos completados',
    cancelled: 'Cancelados tras la asignación',
    answeredWithin24h: 'Solicitudes respondidas en 24 h',
    answeredShare: '{{share}} ({{answered}} de {{counted}})',
    medianAnswer: 'Tiempo mediano de respuesta',
    none: 'Aún ninguno',
    contactChangedToday: 'Correo, teléfono o nombre de empresa cambiados hoy',
    contactChanged_one: 'Correo, teléfono o nombre de empresa cambiados ayer',
    contactChanged_other: 'Correo, teléfono o nombre de empresa cambiados hace {{count}} días',
    unavailable: 'No se pudo cargar el historial de la empresa.',
  },
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} d {{hours}} h',
  },
};
