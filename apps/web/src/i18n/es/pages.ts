import type { Translation } from '../en/index.ts';

export const pages: Translation['pages'] = {
  postLoads: {
    title: 'Publicar carga',
    description: 'Publique una carga o espacio de camión disponible en el mercado.',
  },
  searchLoads: {
    title: 'Buscar cargas',
    description: 'Encuentre cargas y camiones disponibles en EE. UU. en el mapa y en la lista.',
  },
  viewRequests: {
    title: 'Ver solicitudes',
    description: 'Solicitudes de transportistas para la carga n.º {{loadId}}.',
  },
  viewLoads: {
    title: 'Mis cargas',
    description: 'Las cargas que publicó, su estado y sus solicitudes.',
  },
  allLoads: {
    title: 'Cargas disp.',
    description: 'Cargas disponibles en la bolsa.',
  },
  rates: {
    title: 'Tarifas de mercado',
    description: 'Lo que pagan las rutas, según los acuerdos cerrados en esta bolsa.',
  },
  settings: {
    title: 'Configuración',
    description: 'Enlaces de bolsas de carga, zonas de servicio, alertas de ruta y preferencias de alertas.',
  },
  profile: {
    title: 'Perfil',
    description: 'Los datos de su empresa y personales, su foto y su contraseña.',
  },
  subscription: {
    title: 'Suscripción',
    description: 'Su plan, la facturación y el historial de transacciones.',
  },
  notifications: {
    title: 'Notificaciones',
    description: 'Solicitudes de carga y alertas sobre sus cargas.',
  },
  adminUsers: {
    title: 'Gestionar usuarios',
    description: 'Las cuentas de la plataforma y su estado.',
  },
  adminAnalytics: {
    title: 'Analíticas del sistema',
    description: 'Usuarios, cargas e ingresos de toda la plataforma.',
  },
  adminActivityLogs: {
    title: 'Registros de actividad',
    description: 'Lo que ocurrió en la plataforma y quién lo hizo.',
  },
  adminLoadboardScraper: {
    title: 'Gestión de URL de bolsas de carga',
    description: 'Los enlaces de bolsas de carga de cada usuario y la sincronización masiva.',
  },
  adminLoads: {
    title: 'Gestionar cargas',
    description: 'Todas las cargas de la plataforma.',
  },
  adminRequests: {
    title: 'Gestionar solicitudes',
    description: 'Todas las solicitudes de carga de la plataforma.',
  },
};
