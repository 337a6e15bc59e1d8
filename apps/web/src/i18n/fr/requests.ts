import type { Translation } from '../en/index.ts';

export const requests: Translation['requests'] = {
  title: 'Demandes',
  description: 'Demandes des transporteurs sur le chargement {{name}}.',
  backToMyLoads: 'Retour à Mes chargements',
  statuses: { PENDING: 'En attente', ACCEPTED: 'Acceptée', REJECTED: 'Refusée' },
  proposedRate: 'Tarif proposé',
  requestedOn: 'Demandée le',
  email: 'E-mail',
  phone: 'Téléphone',
  message: 'Message',
  response: 'Réponse',
  accept: 'Accepter',
  reject: 'Refuser',
  loadClosed: "Ce chargement n'est plus actif : ses demandes ne peuvent plus être acceptées ni refusées.",
  notFound: "Ce chargement n'existe pas ou a été supprimé.",
};
