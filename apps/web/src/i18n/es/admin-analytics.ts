import type { Translation } from '../en/index.ts';

export const adminAnalytics: Translation['adminAnalytics'] = {
  groups: {
    users: 'Estadísticas de usuarios',
    loads: 'Estadísticas de cargas',
    revenue: 'Estadísticas de ingresos',
    subscriptions: 'Ingresos por suscripciones',
  },
  cards: {
    totalUsers: 'Usuarios totales',
    activeUsers: 'Usuarios activos',
    newUsersThisMonth: 'Usuarios nuevos este mes',
    totalLoads: 'Cargas totales',
    activeLoads: 'Cargas activas',
    completedLoads: 'Cargas completadas',
    totalRevenue: 'Ingresos totales',
    monthlyRevenue: 'Ingresos del mes',
    averageLoadRevenue: 'Ingreso medio por carga',
    subscriptionTotal: 'Ingresos totales por suscripciones',
    subscriptionMonthly: 'Suscripciones este mes',
    activeSubscriptions: 'Suscripciones activas',
  },
  revenueNote: 'Tarifas acordadas de las cargas completadas; el mes es el mes natural en curso (UTC).',
  charts: {
    activityTitle: 'Publicaciones y solicitudes aceptadas',
    activityCaption: 'Por día en los últimos 90 días (UTC)',
    activitySummary: '{{posts}} publicaciones y {{accepted}} solicitudes aceptadas en los últimos 90 días.',
    posts: 'Publicaciones',
    acceptedRequests: 'Solicitudes aceptadas',
    revenueTitle: 'Ingresos por mes',
    revenueCaption: 'Últimos 12 meses: tarifas acordadas de las cargas completadas y pagos de suscripciones',
    revenueSummary:
      '{{loads}} de cargas completadas y {{subscriptions}} de suscripciones en los últimos 12 meses.',
    loadRevenue: 'Cargas completadas',
    subscriptionRevenue: 'Suscripciones',
    lanesTitle: 'Rutas con más actividad',
    lanesCaption: 'Origen → destino por número de publicaciones en los últimos 90 días',
    lanesEmpty: 'No hay publicaciones en los últimos 90 días.',
    lane: '{{origin}} → {{destination}}',
    lanePosts: '{{posts}} publicaciones',
  },
};
