import type { Translation } from '../en/index.ts';

export const notifications: Translation['notifications'] = {
  bellLabel: 'Notificaciones ({{n}} sin leer)',
  markAllRead: 'Marcar todas como leídas',
  markRead: 'Marcar como leída',
  markReadLabel: 'Marcar como leída: {{title}}',
  read: 'Leída',
  unread: 'Sin leer',
  filtersLabel: 'Filtrar notificaciones',
  filters: { status: 'Estado', type: 'Tipo', all: 'Todas', allTypes: 'Todos los tipos' },
  types: {
    LOAD_REQUEST: 'Solicitud de carga',
    REQUEST_ACCEPTED: 'Solicitud aceptada',
    REQUEST_REJECTED: 'Solicitud rechazada',
    LOAD_ALERT: 'Alerta de carga',
    SYSTEM: 'Sistema',
    LOAD_BOOKED: 'Carga reservada',
    REQUEST_COUNTERED: 'Contraoferta',
    COUNTER_ACCEPTED: 'Contraoferta aceptada',
    COUNTER_DECLINED: 'Contraoferta rechazada',
    REQUEST_WITHDRAWN: 'Solicitud retirada',
  },
  columns: {
    title: 'Título',
    message: 'Mensaje',
    type: 'Tipo',
    status: 'Estado',
    date: 'Fecha',
    actions: 'Acciones',
  },
  empty: 'Todavía no tienes notificaciones.',
  emptyHint:
    'Aquí aparecerán las solicitudes sobre tus cargas, las respuestas a tus solicitudes y las alertas de cargas.',
  emptyFiltered: 'Ninguna notificación coincide con estos filtros.',
  emptyFilteredHint: 'Cambia los filtros para ver más.',
  paginationLabel: 'Páginas de notificaciones',
};
