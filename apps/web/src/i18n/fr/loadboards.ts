import type { Translation } from '../en/index.ts';

export const loadboards: Translation['loadboards'] = {
  refresh: 'Actualiser',
  syncAll: 'Synchroniser toutes les bourses',
  syncing: 'Synchronisation...',
  progressLabel: 'Progression de la synchronisation',
  progressUsers: 'Utilisateurs synchronisés : {{done}} sur {{total}}',
  result: 'Annonces ajoutées : {{added}} · mises à jour : {{updated}} · flux en échec : {{failed}}',
  failedFeedsTitle: 'Flux illisibles',
  columns: {
    url: 'URL',
    user: 'Utilisateur',
    company: 'Entreprise',
    createdAt: 'Créée le',
    actions: 'Actions',
  },
  deleteUrl: "Supprimer l'URL",
  deleteUserUrls: "Supprimer toutes les URL de l'utilisateur",
  deleteUrlLabel: "Supprimer l'URL {{url}}",
  deleteUserUrlsLabel: 'Supprimer toutes les URL de {{username}}',
  confirmTitle: 'Confirmation',
  cancel: 'Annuler',
  close: 'Fermer',
  confirm: 'Supprimer',
  deleting: 'Suppression...',
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  count: 'URL : {{formatted}}',
  header: {
    summary: 'Synchronisation des bourses — annonces ajoutées : {{added}}, mises à jour : {{updated}}',
    failedFeeds: 'Bourses illisibles ({{count}}) : {{feeds}}',
    skippedRows: 'Lignes ignorées ({{count}}) : {{rows}}',
  },
};
