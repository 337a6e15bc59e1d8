import type { Translation } from '../en/index.ts';

export const nav: Translation['nav'] = {
  dashboard: 'Tableau de bord',
  postLoads: 'Publier',
  searchLoads: 'Rechercher',
  myLoads: 'Mes chargements',
  myRequests: 'Mes demandes',
  availLoads: 'Chargements dispo.',
  rates: 'Tarifs',
  settings: 'Paramètres',
  profile: 'Profil',
  manageUsers: 'Utilisateurs',
  analytics: 'Statistiques',
  activityLogs: "Journaux d'activité",
  loadboardScraper: 'Extracteur de bourses',
  administration: 'Administration',
  reports: 'Signalements',
};
