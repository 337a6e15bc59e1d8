import type { Translation } from '../en/index.ts';

export const profile: Translation['profile'] = {
  photo: {
    label: 'Photo de profil',
    change: 'Changer la photo',
    uploading: 'Envoi...',
    hint: "JPEG, PNG, WebP ou GIF, jusqu'à 5 Mo.",
  },
  editProfile: 'Modifier le profil',
  account: {
    title: 'Informations du compte',
    status: 'Statut',
    memberSince: 'Membre depuis',
    lastUpdated: 'Dernière mise à jour',
  },
  statuses: {
    active: 'Actif',
    inactive: 'Inactif',
    pending: 'En attente',
    suspended: 'Suspendu',
  },
  company: {
    title: "Informations sur l'entreprise",
    companyName: "Nom de l'entreprise",
    dotNumber: 'Numéro DOT',
    contactName: 'Nom du contact',
    website: 'Site web',
  },
  personal: {
    title: 'Informations personnelles',
    username: "Nom d'utilisateur",
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
  },
  save: 'Enregistrer les modifications',
  saving: 'Enregistrement...',
  cancel: 'Annuler',
  password: {
    title: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Mettre à jour le mot de passe',
    submitting: 'Mise à jour...',
  },
  sessions: {
    title: 'Sessions actives',
    description:
      'Connecté sur un appareil partagé ou perdu ? Fermez toutes les sessions de votre compte, celle-ci comprise.',
    signOutEverywhere: 'Se déconnecter partout',
    signingOut: 'Déconnexion...',
    failed: 'Impossible de vous déconnecter partout. Veuillez réessayer.',
  },
};
