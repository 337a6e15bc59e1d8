import type { Translation } from '../en/index.ts';

export const adminAnalytics: Translation['adminAnalytics'] = {
  groups: {
    users: 'Statistiques des utilisateurs',
    loads: 'Statistiques des chargements',
    revenue: 'Statistiques des revenus',
    subscriptions: 'Revenus des abonnements',
  },
  cards: {
    totalUsers: 'Utilisateurs au total',
    activeUsers: 'Utilisateurs actifs',
    newUsersThisMonth: 'Nouveaux utilisateurs ce mois-ci',
    totalLoads: 'Chargements au total',
    activeLoads: 'Chargements actifs',
    completedLoads: 'Chargements terminés',
    totalRevenue: 'Revenus totaux',
    monthlyRevenue: 'Revenus du mois',
    averageLoadRevenue: 'Revenu moyen par chargement',
    subscriptionTotal: 'Revenus totaux des abonnements',
    subscriptionMonthly: 'Abonnements ce mois-ci',
    activeSubscriptions: 'Abonnements actifs',
  },
  revenueNote: 'Tarifs convenus des chargements terminés ; le mois est le mois civil en cours (UTC).',
  charts: {
    activityTitle: 'Publications et demandes acceptées',
    activityCaption: 'Par jour sur les 90 derniers jours (UTC)',
    activitySummary: '{{posts}} publications et {{accepted}} demandes acceptées sur les 90 derniers jours.',
    posts: 'Publications',
    acceptedRequests: 'Demandes acceptées',
    revenueTitle: 'Revenus par mois',
    revenueCaption:
      'Les 12 derniers mois : tarifs convenus des chargements terminés et paiements des abonnements',
    revenueSummary:
      '{{loads}} provenant des chargements terminés et {{subscriptions}} des abonnements sur les 12 derniers mois.',
    loadRevenue: 'Chargements terminés',
    subscriptionRevenue: 'Abonnements',
    lanesTitle: 'Trajets les plus actifs',
    lanesCaption: 'Origine → destination par nombre de publications sur les 90 derniers jours',
    lanesEmpty: 'Aucune publication sur les 90 derniers jours.',
    lane: '{{origin}} → {{destination}}',
    lanePosts: '{{posts}} publications',
    day: 'Jour',
    month: 'Mois',
  },
};
