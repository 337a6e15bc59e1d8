import type { Translation } from '../en/index.ts';

export const errors: Translation['errors'] = {
  accessDeniedTitle: 'Accès refusé',
  accessDenied: "Accès interdit. Vous n'avez pas l'autorisation pour cette action.",
  notFoundTitle: 'Page introuvable',
  notFound: "La page que vous cherchez n'existe pas ou a été déplacée.",
  crashTitle: 'Un problème est survenu',
  crash: "Cet écran n'a pas pu être affiché. Rechargez la page pour réessayer.",
  reload: 'Recharger la page',
  messages: {
    zipFormat: 'Le code postal doit comporter 5 chiffres',
    invalidZip: 'Code postal invalide',
    emailTaken: 'Un compte existe déjà avec cet e-mail',
    usernameTaken: "Ce nom d'utilisateur est déjà pris",
    passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères',
    passwordTooCommon: 'Ce mot de passe est trop courant',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    enterEmail: 'Veuillez saisir votre adresse e-mail',
    enterNewPassword: 'Veuillez saisir le nouveau mot de passe',
    currentPasswordRequired: 'Le mot de passe actuel est obligatoire',
    newPasswordRequired: 'Le nouveau mot de passe est obligatoire',
    confirmNewPassword: 'Veuillez confirmer votre nouveau mot de passe',
    unableToFetchLocation: 'Impossible de récupérer le lieu',
    withDetail: '{{sentence}}\u00a0: {{detail}}',
  },
};
