import type { Translation } from '../en/index.ts';

export const nav: Translation['nav'] = {
  dashboard: 'Panel',
  postLoads: 'Publicar cargas',
  searchLoads: 'Buscar cargas',
  myLoads: 'Mis cargas',
  myRequests: 'Mis solicitudes',
  availLoads: 'Cargas disp.',
  rates: 'Tarifas',
  settings: 'Configuración',
  profile: 'Perfil',
  manageUsers: 'Gestionar usuarios',
  analytics: 'Analíticas',
  activityLogs: 'Registros de actividad',
  loadboardScraper: 'Extractor de bolsas',
  administration: 'Administración',
  reports: 'Reportes',
};
