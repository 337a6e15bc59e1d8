import type { Translation } from '../en/index.ts';

export const shell: Translation['shell'] = {
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mainNavigation: 'Navigation principale',
  searchLabel: 'Rechercher des chargements',
  searchPlaceholder: 'Rechercher des chargements...',
  sync: 'Synchroniser',
  syncLabel: 'Synchroniser les bourses de fret',
  syncing: 'Synchronisation...',
  notifications: 'Notifications',
  unread: 'non lues',
  accountMenu: 'Menu du compte',
  editProfile: 'Modifier le profil',
  editProfileLink: 'Modifier le profil',
  logout: 'Déconnexion',
  contacts: 'Contacts',
  noContacts: 'Aucun contact pour le moment',
  contactsHint: 'Les entreprises avec lesquelles vous échangez des demandes apparaîtront ici.',
  profilePhoto: 'Photo de profil',
  profileUnavailable: "Les informations de votre compte n'ont pas pu être chargées.",
  searchPlaceholderShort: 'Rechercher',
};
