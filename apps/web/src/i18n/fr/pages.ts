import type { Translation } from '../en/index.ts';

export const pages: Translation['pages'] = {
  postLoads: {
    title: 'Publier un chargement',
    description: 'Publiez un chargement ou un espace camion disponible sur la bourse.',
  },
  searchLoads: {
    title: 'Rechercher des chargements',
    description:
      'Trouvez des chargements et des camions disponibles aux États-Unis, sur la carte et dans la liste.',
  },
  viewRequests: {
    title: 'Voir les demandes',
    description: 'Demandes des transporteurs pour le chargement n° {{loadId}}.',
  },
  viewLoads: {
    title: 'Mes chargements',
    description: 'Les chargements que vous avez publiés, leur statut et leurs demandes.',
  },
  allLoads: {
    title: 'Chargements dispo.',
    description: 'Les chargements disponibles sur la bourse.',
  },
  rates: {
    title: 'Tarifs du marché',
    description: 'Ce que paient les trajets, d’après les accords conclus sur cette bourse.',
  },
  settings: {
    title: 'Paramètres',
    description: "Liens des bourses de fret, zones de service, alertes de trajet et préférences d'alerte.",
  },
  profile: {
    title: 'Profil',
    description: 'Les informations de votre entreprise et les vôtres, votre photo et votre mot de passe.',
  },
  subscription: {
    title: 'Abonnement',
    description: 'Votre formule, la facturation et l’historique des transactions.',
  },
  notifications: {
    title: 'Notifications',
    description: 'Demandes de chargement et alertes concernant vos chargements.',
  },
  adminUsers: {
    title: 'Gérer les utilisateurs',
    description: 'Les comptes de la plateforme et leur statut.',
  },
  adminAnalytics: {
    title: 'Statistiques du système',
    description: 'Utilisateurs, chargements et revenus de toute la plateforme.',
  },
  adminActivityLogs: {
    title: "Journaux d'activité",
    description: "Ce qui s'est passé sur la plateforme, et qui l'a fait.",
  },
  adminLoadboardScraper: {
    title: 'Gestion des URL de bourses de fret',
    description: 'Les liens de bourses de fret de chaque utilisateur et la synchronisation globale.',
  },
  adminLoads: {
    title: 'Gérer les chargements',
    description: 'Tous les chargements de la plateforme.',
  },
  adminRequests: {
    title: 'Gérer les demandes',
    description: 'Toutes les demandes de chargement de la plateforme.',
  },
};
