import type { Translation } from '../en/index.ts';

export const notifications: Translation['notifications'] = {
  bellLabel: 'Notifications ({{n}} non lues)',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lue',
  markReadLabel: 'Marquer comme lue : {{title}}',
  read: 'Lue',
  unread: 'Non lue',
  filtersLabel: 'Filtrer les notifications',
  filters: { status: 'Statut', type: 'Type', all: 'Toutes', allTypes: 'Tous les types' },
  types: {
    LOAD_REQUEST: 'Demande de chargement',
    REQUEST_ACCEPTED: 'Demande acceptée',
    REQUEST_REJECTED: 'Demande refusée',
    LOAD_ALERT: 'Alerte chargement',
    SYSTEM: 'Système',
  },
  columns: {
    title: 'Titre',
    message: 'Message',
    type: 'Type',
    status: 'Statut',
    date: 'Date',
    actions: 'Actions',
  },
  empty: "Vous n'avez pas encore de notifications.",
  emptyHint: 'Les demandes sur vos chargements, les réponses à vos demandes et les alertes apparaîtront ici.',
  emptyFiltered: 'Aucune notification ne correspond à ces filtres.',
  emptyFilteredHint: 'Modifiez les filtres pour en voir davantage.',
  paginationLabel: 'Pages de notifications',
};
