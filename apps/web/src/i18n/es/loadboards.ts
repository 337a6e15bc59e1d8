import type { Translation } from '../en/index.ts';

export const loadboards: Translation['loadboards'] = {
  refresh: 'Actualizar',
  syncAll: 'Sincronizar todos los tableros',
  syncing: 'Sincronizando...',
  progressLabel: 'Progreso de la sincronización',
  progressUsers: 'Usuarios sincronizados: {{done}} de {{total}}',
  result: 'Publicaciones añadidas: {{added}} · actualizadas: {{updated}} · fuentes con error: {{failed}}',
  failedFeedsTitle: 'Fuentes que no se pudieron leer',
  columns: {
    url: 'URL',
    user: 'Usuario',
    company: 'Empresa',
    createdAt: 'Creada el',
    actions: 'Acciones',
  },
  deleteUrl: 'Eliminar URL',
  deleteUserUrls: 'Eliminar todas las URL del usuario',
  deleteUrlLabel: 'Eliminar la URL {{url}}',
  deleteUserUrlsLabel: 'Eliminar todas las URL de {{username}}',
  confirmTitle: 'Confirme, por favor',
  cancel: 'Cancelar',
  close: 'Cerrar',
  confirm: 'Eliminar',
  deleting: 'Eliminando...',
  opensInNewTab: '(se abre en una pestaña nueva)',
  count: 'URL: {{formatted}}',
  header: {
    summary: 'Sincronización de tableros — publicaciones añadidas: {{added}}, actualizadas: {{updated}}',
    failedFeeds: 'Tableros que no se pudieron leer ({{count}}): {{feeds}}',
    skippedRows: 'Filas omitidas ({{count}}): {{rows}}',
  },
};
