import type { Translation } from '../en/index.ts';

export const errors: Translation['errors'] = {
  accessDeniedTitle: 'Accès refusé',
  accessDenied: "Accès interdit. Vous n'avez pas l'autorisation pour cette action.",
  notFoundTitle: 'Page introuvable',
  notFound: "La page que vous cherchez n'existe pas ou a été déplacée.",
  crashTitle: 'Un problème est survenu',
  crash: "Cet écran n'a pas pu être affiché. Rechargez la page pour réessayer.",
  reload: 'Recharger la page',
};
