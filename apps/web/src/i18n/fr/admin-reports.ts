import type { Translation } from '../en/index.ts';

export const adminReports: Translation['adminReports'] = {
  title: 'Signalements',
  subtitle:
    'Les annonces signalées par les membres, avec celles qu’elles pourraient reprendre, jusqu’à votre examen.',
  empty: 'Aucun signalement ouvert.',
  underReview: 'Retirée du tableau',
  onBoard: 'Toujours au tableau',
  pickup: 'Enlèvement le {{date}}',
  poster: 'Auteur',
  memberSince: 'Membre depuis le {{date}}',
  userDetails: 'Détails de l’utilisateur',
  reports: 'Signalements ({{count}})',
  reportedBy: 'Par {{company}} le {{date}}',
  reposts: 'Republications possibles',
  repostOf: 'Chargement nº {{id}} de {{company}}, enlèvement le {{date}}, publié le {{posted}}',
  actionsLabel: 'Examiner les signalements du chargement nº {{id}}',
  columns: { post: 'Annonce', reports: 'Signalements', actions: 'Examen' },
  actions: {
    dismiss: 'Classer',
    remove: 'Retirer l’annonce',
    suspend: 'Suspendre l’auteur',
  },
  confirm: {
    dismiss: 'Clore les signalements et remettre l’annonce au tableau ?',
    remove: 'Annuler l’annonce et en donner la raison à son auteur ?',
    suspend: 'Suspendre le compte de l’auteur et retirer l’annonce ?',
    yes: 'Confirmer',
    no: 'Annuler',
  },
};
