import type { Translation } from '../en/index.ts';

export const adminReports: Translation['adminReports'] = {
  title: 'Reportes',
  subtitle: 'Publicaciones reportadas por los miembros, con las que podrían repetir, hasta que las revise.',
  empty: 'No hay reportes abiertos.',
  underReview: 'Fuera del tablero',
  onBoard: 'Aún en el tablero',
  pickup: 'Recogida {{date}}',
  poster: 'Publicado por',
  memberSince: 'Miembro desde {{date}}',
  userDetails: 'Detalles del usuario',
  reports: 'Reportes ({{count}})',
  reportedBy: 'Por {{company}} el {{date}}',
  reposts: 'Posibles republicaciones',
  repostOf: 'Carga n.º {{id}} de {{company}}, recogida {{date}}, publicada {{posted}}',
  actionsLabel: 'Revisar los reportes de la carga n.º {{id}}',
  columns: { post: 'Publicación', reports: 'Reportes', actions: 'Revisión' },
  actions: {
    dismiss: 'Descartar',
    remove: 'Retirar publicación',
    suspend: 'Suspender al autor',
  },
  confirm: {
    dismiss: '¿Cerrar los reportes y devolver la publicación al tablero?',
    remove: '¿Cancelar la publicación e informar a su autor del motivo?',
    suspend: '¿Suspender la cuenta del autor y retirar la publicación?',
    yes: 'Confirmar',
    no: 'Cancelar',
  },
};
